import { Link } from 'react-router';
import { pageMetaFor } from '@gears/domain/public/pages.rules';
import { usePageMeta } from '../../../lib/seo.ts';
import { PageIntro, PublicPage } from '../components/page-section.tsx';

const chain = [
  'Tracker or meter reading',
  'Maintenance due',
  'Reservation blocked',
  'Repair',
  'Parts quote',
  'Client approval',
  'Invoice',
  'Card payment',
];

const meta = pageMetaFor('/about')!;

export function AboutPage() {
  usePageMeta(meta.title, { description: meta.description });
  return (
    <PublicPage>
      <PageIntro eyebrow="About" title="Built for the people who keep heavy equipment running">
        <p>
          GEARS Portal connects an equipment service provider with the client companies it serves. Each client sees only its own machines,
          work and documents; the provider's staff can view the portal as a client to help, visibly and on the record.
        </p>
      </PageIntro>
      <section className="grid gap-3" aria-labelledby="chain-heading">
        <h2 id="chain-heading" className="text-xl font-semibold">
          One record per machine, end to end
        </h2>
        <ol className="flex flex-wrap items-center gap-2 text-sm">
          {chain.map((step, index) => (
            <li key={step} className="flex items-center gap-2">
              <span className="rounded-md border bg-card px-2.5 py-1">{step}</span>
              {index < chain.length - 1 ? (
                <span aria-hidden="true" className="text-muted-foreground">
                  →
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <p className="text-muted-foreground">
        Want to know more? See the{' '}
        <Link className="text-accent-text underline" to="/pricing">
          plans
        </Link>{' '}
        or{' '}
        <Link className="text-accent-text underline" to="/contact">
          contact us
        </Link>
        .
      </p>
    </PublicPage>
  );
}
