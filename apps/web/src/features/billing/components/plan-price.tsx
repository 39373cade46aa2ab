import type { BillingPeriod, Plan } from '@gears/domain';
import { planPriceView } from '@gears/domain/billing/plans.rules';
import { formatMoney } from '../../../lib/format.ts';

/** A plan's price as the pricing page shows it: founders price with the list price struck through, or the list price. */
export function PlanPrice({ plan, period, founders }: { plan: Plan; period: BillingPeriod; founders: boolean }) {
  const view = planPriceView(plan, period, founders);
  if (view.price === null) return <p className="text-2xl font-semibold">Custom pricing</p>;
  return (
    <div className="grid gap-0.5">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-semibold tabular-nums">{formatMoney(view.price)}</span>
        <span className="text-sm text-muted-foreground">/month</span>
        {view.listPrice !== null ? (
          <span className="text-sm text-muted-foreground line-through">
            <span className="sr-only">List price </span>
            {formatMoney(view.listPrice)}
          </span>
        ) : null}
      </p>
      <p className="text-xs text-muted-foreground">
        {view.monthlySaving !== null
          ? `Founders price: save ${formatMoney(view.monthlySaving)}/month for as long as your subscription stays active`
          : view.yearlyTotal !== null
            ? `${formatMoney(view.yearlyTotal)} billed yearly: 2 months free`
            : 'Billed monthly'}
      </p>
    </div>
  );
}
