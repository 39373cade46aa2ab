import { useState } from 'react';
import type { BillingPeriod } from '@gears/domain';
import { foundersProgramme, plans } from '@gears/domain/billing/plans.rules';
import { usePageMeta } from '../../../lib/seo.ts';
import { BillingPeriodToggle } from '../components/billing-period-toggle.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PageIntro, PublicPage } from '../components/page-section.tsx';

export function PricingPage() {
  usePageMeta('Pricing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <PublicPage>
      <PageIntro eyebrow="Pricing" title="Plans for every fleet size">
        <p>
          Founders launch: a {foundersProgramme.trialDays}-day free trial with no credit card, and {foundersProgramme.discountPercent}%
          off for life for the first {foundersProgramme.spots} customers. Month-to-month; cancel any time.
        </p>
      </PageIntro>
      <BillingPeriodToggle value={period} onChange={setPeriod} />
      <div className="grid gap-4 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} highlighted={plan.id === 'professional'} />
        ))}
      </div>
    </PublicPage>
  );
}
