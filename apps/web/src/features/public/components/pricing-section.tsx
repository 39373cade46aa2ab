import { useState } from 'react';
import type { BillingPeriod } from '@gears/domain';
import { foundersProgramme, plans } from '@gears/domain/billing/plans.rules';
import { useFoundersProgress } from '../api/public-api.ts';
import { BillingPeriodToggle } from './billing-period-toggle.tsx';
import { FoundersProgress } from './founders-progress.tsx';
import { PlanCard } from './plan-card.tsx';

/** Plans with the Monthly/Yearly toggle and the founders bar; used on the home page and on /pricing. */
export function PricingPlans({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const founders = useFoundersProgress();
  // Until the count says otherwise, the founders offer stands (the server decides at checkout).
  const foundersOpen = founders.data ? founders.data.spotsLeft > 0 : true;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <BillingPeriodToggle value={period} onChange={setPeriod} />
        <p className="text-sm text-muted-foreground">
          Every plan starts with a {foundersProgramme.trialDays}-day free trial, no credit card. Month-to-month; cancel any time.
        </p>
      </div>
      <FoundersProgress />
      <div className="grid gap-4 pt-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            foundersOpen={foundersOpen}
            highlighted={plan.id === 'professional'}
            headingLevel={headingLevel}
          />
        ))}
      </div>
    </div>
  );
}
