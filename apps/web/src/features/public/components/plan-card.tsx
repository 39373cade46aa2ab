import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { BillingPeriod, Plan } from '@gears/domain';
import { planPriceView } from '@gears/domain/billing/plans.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCurrency } from '../../../lib/format.ts';
import { cn } from '../../../lib/cn.ts';

export function PlanCard({ plan, period, highlighted = false }: { plan: Plan; period: BillingPeriod; highlighted?: boolean }) {
  const view = planPriceView(plan, period);
  return (
    <Card className={cn('flex flex-col gap-4 p-6', highlighted && 'border-primary ring-1 ring-primary')}>
      <h2 className="text-lg font-semibold">{plan.name}</h2>
      {view.price === null ? (
        <p className="text-3xl font-semibold">Custom pricing</p>
      ) : (
        <div className="grid gap-1">
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-semibold">{formatCurrency(view.price)}</span>
            <span className="text-sm text-muted-foreground">/month</span>
            {view.listPrice !== null ? (
              <span className="text-sm text-muted-foreground line-through" aria-label={`List price ${formatCurrency(view.listPrice)}`}>
                {formatCurrency(view.listPrice)}
              </span>
            ) : null}
          </p>
          {view.monthlySaving !== null ? (
            <Badge variant="success" className="w-fit">
              Founders price: save {formatCurrency(view.monthlySaving)}/month
            </Badge>
          ) : (
            <p className="text-xs text-muted-foreground">Founders price per month, billed yearly</p>
          )}
        </div>
      )}
      <ul className="grid flex-1 gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.id === 'enterprise' ? (
        <Button variant="outline" asChild>
          <Link to="/contact">Contact us</Link>
        </Button>
      ) : (
        <Button variant={highlighted ? 'default' : 'outline'} asChild>
          <Link to="/auth?tab=request">Request access</Link>
        </Button>
      )}
    </Card>
  );
}
