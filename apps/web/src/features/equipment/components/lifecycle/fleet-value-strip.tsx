import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { formatWholeDollars } from '../../../../lib/format.ts';
import { useFleetValue } from '../../api/lifecycle-api.ts';

/** The fleet value summary: total purchase, current value (computed) and what the fleet lost since 1 January. */
export function FleetValueStrip() {
  const summary = useFleetValue();
  if (summary.isPending) {
    return (
      <div role="status" aria-label="Loading fleet value" className="grid gap-2 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (summary.isError) return <p className="text-sm text-muted-foreground">The fleet value could not be loaded.</p>;
  const s = summary.data;
  const stats = [
    { label: 'Total purchase', value: formatWholeDollars(s.totalPurchase), hint: `${s.valued} machines valued` },
    { label: 'Current value', value: formatWholeDollars(s.totalCurrentValue), hint: `${s.computed} computed by depreciation` },
    {
      label: `Depreciation ${s.asOf.slice(0, 4)}`,
      value: formatWholeDollars(s.depreciationThisYear),
      hint: s.withoutYearStart ? `${s.withoutYearStart} by hours without a reading before 1 January` : 'Since 1 January',
    },
  ];
  return (
    <ul aria-label="Fleet value" className="grid gap-2 sm:grid-cols-3" data-testid="fleet-value">
      {stats.map((stat) => (
        <li
          key={stat.label}
          className="flex min-w-0 items-baseline justify-between gap-2 rounded-lg border bg-card px-3 py-2 sm:grid sm:gap-0.5 sm:py-3"
        >
          <span className="truncate text-xs text-muted-foreground">{stat.label}</span>
          <span className="truncate text-lg font-semibold tabular-nums sm:text-xl">{stat.value}</span>
          <span className="hidden truncate text-[11px] text-muted-foreground sm:block">{stat.hint}</span>
        </li>
      ))}
    </ul>
  );
}
