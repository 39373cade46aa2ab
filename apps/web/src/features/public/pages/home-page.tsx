import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { pageMetaFor } from '@gears/domain/public/pages.rules';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { DemoRequestDialog } from '../components/demo-request-dialog.tsx';
import { FaqList } from '../components/faq-section.tsx';
import { HowItWorks, ModulesGrid, ProblemSolution } from '../components/home-content.tsx';
import { MobileNotifyForm } from '../components/mobile-notify-form.tsx';
import { PricingPlans } from '../components/pricing-section.tsx';
import { ProofCounters } from '../components/proof-counters.tsx';
import { Reveal } from '../components/reveal.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { StickyMobileCta } from '../components/sticky-mobile-cta.tsx';

const meta = pageMetaFor('/')!;
const sectors = ['Mining and aggregates', 'Construction', 'Manufacturing', 'Hotels and resorts', 'General equipment operations'];

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: React.ReactNode }) {
  return (
    <div className="grid max-w-3xl gap-2">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">
        {title}
      </h2>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
    </div>
  );
}

const band = 'mx-auto grid max-w-6xl gap-8 px-4 py-14 md:px-6 md:py-20';

/** spec 01 §2: hero, social proof, problem/solution, how it works, features, proof counters, pricing, FAQ, final call to action. */
export function HomePage() {
  usePageMeta(meta.title, { description: meta.description });
  return (
    <>
      <section className="border-b bg-gradient-to-b from-muted/60 to-background" aria-labelledby="hero-heading">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">Equipment tracking, maintenance and quotes</p>
          <h1 id="hero-heading" className="max-w-3xl text-4xl font-semibold tracking-tight text-balance md:text-6xl">
            Every machine, from QR tag to paid invoice.
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            One portal for companies that run heavy equipment and the service provider who keeps it working: scan a machine, see its
            history, schedule the service, request the parts, approve the quote and pay the invoice.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" asChild>
              <Link to="/pricing">
                Start My Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <DemoRequestDialog leadSource="home_hero" />
          </div>
          <ul className="flex flex-wrap gap-2 text-sm text-muted-foreground" aria-label="Industries we serve">
            {sectors.map((sector) => (
              <li key={sector} className="rounded-full border bg-card px-3 py-1">
                {sector}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Reveal id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
        <div className={band}>
          <ReviewsSection />
        </div>
      </Reveal>

      <Reveal aria-labelledby="problem-heading" className="border-y bg-muted/40">
        <div className={band}>
          <SectionHeading id="problem-heading" eyebrow="Why GEARS Portal" title="Heavy equipment deserves better than spreadsheets" />
          <ProblemSolution />
        </div>
      </Reveal>

      <Reveal aria-labelledby="steps-heading">
        <div className={band}>
          <SectionHeading id="steps-heading" eyebrow="How it works" title="Four steps, one record per machine" />
          <HowItWorks />
        </div>
      </Reveal>

      <Reveal aria-labelledby="modules-heading" className="border-y bg-muted/40">
        <div className={band}>
          <SectionHeading id="modules-heading" eyebrow="Features" title="Ten modules, one portal">
            Built for the field (phones, gloves, no signal) and for the office (pricing quotes, documents, reports).
          </SectionHeading>
          <ModulesGrid />
        </div>
      </Reveal>

      <Reveal aria-labelledby="counters-heading">
        <div className={band}>
          <SectionHeading id="counters-heading" title="By the numbers" />
          <ProofCounters />
        </div>
      </Reveal>

      <Reveal aria-labelledby="pricing-heading" className="border-y bg-muted/40">
        <div className={band}>
          <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Founders pricing for the first 25 customers" />
          <PricingPlans headingLevel="h3" />
        </div>
      </Reveal>

      <Reveal aria-labelledby="faq-heading">
        <div className={`${band} max-w-4xl`}>
          <SectionHeading id="faq-heading" title="Frequently asked questions" />
          <FaqList />
        </div>
      </Reveal>

      <Reveal aria-labelledby="cta-heading" className="border-t bg-muted/40">
        <div className={band}>
          <div className="grid gap-4">
            <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">
              Put every machine on record this week
            </h2>
            <p className="max-w-2xl text-muted-foreground">
              Start the free trial on any plan, or talk to us about a fleet across several sites.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button size="lg" asChild>
                <Link to="/pricing">Get Started</Link>
              </Button>
              <DemoRequestDialog leadSource="home_final_cta" />
            </div>
          </div>
          <MobileNotifyForm />
        </div>
      </Reveal>
      <StickyMobileCta />
    </>
  );
}
