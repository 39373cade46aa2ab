import type { ReactNode } from 'react';

export type Stat = { label: string; value: ReactNode; hint?: string };

/** A row of headline figures; on phones two to a row. */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-5">
      {stats.map((s) => (
        <div key={s.label} className="min-w-0 rounded-lg border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{s.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">{s.value}</dd>
          {s.hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{s.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
