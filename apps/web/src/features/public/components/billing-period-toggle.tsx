import type { BillingPeriod } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export function BillingPeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return (
    <div role="radiogroup" aria-label="Billing period" className="inline-flex items-center gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-medium text-muted-foreground md:min-h-9',
            value === option.value && 'bg-card text-foreground shadow-xs',
          )}
        >
          {option.label}
          {option.value === 'yearly' ? <Badge variant="warning">2 months free</Badge> : null}
        </button>
      ))}
    </div>
  );
}
