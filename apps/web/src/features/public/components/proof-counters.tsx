import { foundersProgramme } from '@gears/domain/billing/plans.rules';
import { useFoundersProgress, usePublicReviews } from '../api/public-api.ts';
import { homeModules } from './home-content.tsx';

type Counter = { value: string; label: string };

/**
 * DESIGN §6: proof counters only from real data. The spec's "90% downtime eliminated" and
 * "$2M saved" are not shown: the product cannot measure them. What is shown is counted or fixed by
 * the plan table; the rating appears only once approved reviews exist.
 */
export function useProofCounters(): Counter[] {
  const reviews = usePublicReviews();
  const founders = useFoundersProgress();
  const counters: Counter[] = [
    { value: String(homeModules.length), label: 'modules on one machine record' },
    { value: `${foundersProgramme.trialDays} days`, label: 'free trial, no credit card' },
  ];
  if (founders.data) counters.push({ value: `${founders.data.spotsLeft} of ${founders.data.total}`, label: 'founders spots left' });
  const summary = reviews.data?.summary;
  if (summary && summary.count > 0 && summary.average !== null) {
    counters.push({
      value: `${summary.average.toFixed(1)} / 5`,
      label: `average of ${summary.count} customer review${summary.count === 1 ? '' : 's'}`,
    });
  }
  return counters;
}

export function ProofCounters() {
  const counters = useProofCounters();
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {counters.map((counter) => (
        <div key={counter.label} className="grid gap-1 rounded-lg border bg-card p-5">
          <dt className="order-2 text-sm text-muted-foreground">{counter.label}</dt>
          <dd className="order-1 text-3xl font-semibold tracking-tight">{counter.value}</dd>
        </div>
      ))}
    </dl>
  );
}
