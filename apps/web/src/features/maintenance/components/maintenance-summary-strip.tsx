import { useMaintenanceSummary } from '../api/tasks-api.ts';

/** Counts from the server: overdue is derived, the completion rate is spec 02 §9's (repairs included). */
export function MaintenanceSummaryStrip() {
  const summary = useMaintenanceSummary();
  const s = summary.data;
  const cells: [string, string, string?][] = [
    ['Overdue', s ? String(s.overdueTasks) : '–', s && s.overdueTasks > 0 ? 'text-destructive' : undefined],
    ['Scheduled', s ? String(s.byDisplayStatus.pending ?? 0) : '–'],
    ['In progress', s ? String(s.byDisplayStatus.in_progress ?? 0) : '–'],
    ['Repairs pending', s ? String(s.repairs.pending) : '–'],
    ['Completion rate', s ? `${s.completionRate.toFixed(1)}%` : '–'],
  ];
  if (summary.isError) return null;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-busy={summary.isPending}>
      {cells.map(([label, value, tone]) => (
        <div
          key={label}
          className={`rounded-lg border bg-card p-3 ${label === 'Completion rate' ? 'hidden sm:block' : ''} ${label === 'Repairs pending' ? 'hidden sm:block' : ''}`}
        >
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={`text-xl font-semibold tabular-nums ${tone ?? ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
