import { Star } from 'lucide-react';
import { conditionPercent, conditionStars } from '@gears/domain/equipment/lifecycle.rules';
import { cn } from '../../../../lib/cn.ts';

/** spec 02 §9: five stars, star i filled while i < rating / 2; condition percentage rating / 10 × 100 (default 5). */
export function ConditionStars({ rating, className }: { rating: number | null; className?: string }) {
  const filled = conditionStars(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`Condition ${rating ?? 'not rated'} of 10 (${conditionPercent(rating)}%)`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn('size-4', i < filled ? 'fill-primary text-primary' : 'text-muted-foreground/50')} />
      ))}
    </span>
  );
}
