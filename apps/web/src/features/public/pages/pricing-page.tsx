import { pageMetaFor } from '@gears/domain/public/pages.rules';
import { foundersProgramme } from '@gears/domain/billing/plans.rules';
import { usePageMeta } from '../../../lib/seo.ts';
import { FaqList } from '../components/faq-section.tsx';
import { HydrationUnit, PageIntro, PublicPage } from '../components/page-section.tsx';
import { PricingPlans } from '../components/pricing-section.tsx';

const meta = pageMetaFor('/pricing')!;

export function PricingPage() {
  usePageMeta(meta.title, { description: meta.description });
  return (
    <PublicPage>
      <PageIntro eyebrow="Pricing" title="Plans for every fleet size">
        <p>
          Founders launch: a {foundersProgramme.trialDays}-day free trial with no credit card, and {foundersProgramme.discountPercent}% off
          for life for the first {foundersProgramme.spots} customers, for as long as the account stays active.
        </p>
      </PageIntro>
      <HydrationUnit>
        <PricingPlans />
      </HydrationUnit>
      <HydrationUnit>
        <section className="grid max-w-4xl gap-4" aria-labelledby="pricing-faq-heading">
          <h2 id="pricing-faq-heading" className="text-xl font-semibold">
            Questions about plans
          </h2>
          <FaqList />
        </section>
      </HydrationUnit>
    </PublicPage>
  );
}
