import { useState } from 'react';
import { Check } from 'lucide-react';
import type { BillingPeriod, SelfServicePlanId } from '@gears/domain';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { foundersProgress, planById } from '@gears/domain/billing/plans.rules';
import { selfServicePlanIds } from '@gears/domain/billing/subscription.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useCheckout, useFoundersSpots } from '../api/billing-api.ts';
import { PlanPrice } from './plan-price.tsx';

/**
 * Choose Basic or Professional, monthly or yearly, and go to checkout (Stripe Checkout, or the built-in test checkout).
 * The price shown follows the server's rule: founders price while the company holds a spot or spots remain.
 */
export function PlanChooser({
  defaultPlan,
  holdsFoundersSpot,
  actionLabel = 'Subscribe',
}: {
  defaultPlan: SelfServicePlanId;
  holdsFoundersSpot: boolean;
  actionLabel?: string;
}) {
  const [planId, setPlanId] = useState<SelfServicePlanId>(defaultPlan);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const checkout = useCheckout();
  const founders = useFoundersSpots();
  const foundersOpen = holdsFoundersSpot || (founders.data ? foundersProgress(founders.data.claimed).spotsLeft > 0 : false);

  const go = () =>
    checkout.mutate(
      { planId, period },
      {
        onSuccess: ({ url }) => {
          if (!url) return;
          window.location.assign(url);
        },
      },
    );

  return (
    <div className="grid gap-4">
      <div role="radiogroup" aria-label="Billing period" className="inline-flex w-fit rounded-md border p-0.5 text-sm">
        {(['monthly', 'yearly'] as const).map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={period === p}
            onClick={() => setPeriod(p)}
            className={cn(
              'min-h-9 rounded px-3 font-medium capitalize focus-visible:outline-2 focus-visible:outline-ring',
              period === p ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {p}
            {p === 'yearly' ? <span className="ml-1 text-xs font-normal normal-case">(2 months free)</span> : null}
          </button>
        ))}
      </div>
      <div role="radiogroup" aria-label="Plan" className="grid gap-3 sm:grid-cols-2">
        {selfServicePlanIds.map((id) => {
          const plan = planById(id)!;
          const selected = planId === id;
          return (
            <Card
              key={id}
              role="radio"
              aria-checked={selected}
              tabIndex={0}
              onClick={() => setPlanId(id)}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') {
                  event.preventDefault();
                  setPlanId(id);
                }
              }}
              className={cn(
                'grid cursor-pointer gap-3 p-4 focus-visible:outline-2 focus-visible:outline-ring',
                selected && 'border-primary ring-1 ring-primary',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{plan.name}</span>
                {selected ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
              </div>
              <PlanPrice plan={plan} period={period} founders={foundersOpen} />
              <ul className="grid gap-1 text-xs text-muted-foreground">
                {plan.features.slice(0, 2).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
      {checkout.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(checkout.error, m.noCheckoutUrl)}
        </p>
      ) : null}
      <Button className="w-full sm:w-fit" onClick={go} disabled={checkout.isPending}>
        {checkout.isPending ? 'Opening checkout...' : `${actionLabel}: ${planById(planId)!.name}, ${period}`}
      </Button>
    </div>
  );
}
