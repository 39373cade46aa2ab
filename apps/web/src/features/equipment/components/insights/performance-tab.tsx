import { AlertTriangle, CircleAlert, Gauge, Info } from 'lucide-react';
import type { EquipmentPerformance } from '@gears/domain';
import { Progress } from '../../../../components/ui/progress.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { useEquipmentPerformance } from '../../api/performance-api.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One of the four bars: a figure from the records, or "No data" with what would fill it (DESIGN §6). */
function Bar({ label, value, detail }: { label: string; value: number | null; detail: string }) {
  return (
    <div className="grid gap-1.5 rounded-lg border p-3">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{label}</span>
        <span className={cn('text-lg font-semibold tabular-nums', value === null && 'text-sm font-normal text-muted-foreground')}>
          {value === null ? 'No data' : `${value.toFixed(1)} %`}
        </span>
      </div>
      {value === null ? <div className="h-2 rounded-full bg-muted" aria-hidden="true" /> : <Progress value={value / 100} label={label} />}
      <p className="text-xs text-muted-foreground">{detail}</p>
    </div>
  );
}

function utilisationDetail(p: EquipmentPerformance, days: string): string {
  const u = p.utilisation;
  if (u.basis === 'meter') return `${u.hoursRun} h on the meter in ${days}, of 8 h a working day.`;
  if (u.basis === 'gps') return `Moved on ${plural(u.gpsMovingDays, 'day')} of ${days} (GPS).`;
  return `No meter readings or GPS fixes in ${days}: record hours or assign a tracker.`;
}

const severityIcon = { critical: CircleAlert, warning: AlertTriangle, info: Info } as const;
const severityTone = { critical: 'text-destructive', warning: 'text-accent-text', info: 'text-info' } as const;

/** spec 02 §2 Performance tab: four percentage bars and health alerts, each computed by the server from this machine's records. */
export function PerformanceTab({ equipmentId }: { equipmentId: string }) {
  const perf = useEquipmentPerformance(equipmentId);
  if (perf.isPending) return <SkeletonRows rows={5} label="Loading performance" />;
  if (perf.isError)
    return <ErrorState message={errorMessage(perf.error, 'Failed to load performance')} onRetry={() => void perf.refetch()} />;
  const p = perf.data;
  const days = p.windowDays === 1 ? 'the last day' : `the last ${p.windowDays} days`;
  const e = p.efficiency;
  const h = p.maintenanceHealth;
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Bar label="Utilisation" value={p.utilisation.value} detail={utilisationDetail(p, days)} />
        <Bar
          label="Efficiency"
          value={e.value}
          detail={e.completed ? `${e.onTime} of ${plural(e.completed, 'task')} finished on time this year.` : 'No task finished this year.'}
        />
        <Bar
          label="Maintenance health"
          value={h.value}
          detail={
            h.tasks + h.repairs
              ? `${plural(h.tasks, 'task')} and ${plural(h.repairs, 'repair')} this year; ${h.overdueTasks} overdue, ${h.pendingRepairs} open.`
              : 'No tasks or repairs this year.'
          }
        />
        <Bar
          label="Uptime"
          value={p.uptime.value}
          detail={p.uptime.downHours ? `${p.uptime.downHours} h down for repair in ${days}.` : `No repair downtime in ${days}.`}
        />
      </div>
      <p className="flex items-center gap-2 text-sm">
        <Gauge aria-hidden="true" className="size-4 text-muted-foreground" />
        Total hours:{' '}
        <span className="font-semibold tabular-nums">{p.totalHours === null ? 'not recorded' : `${p.totalHours.toLocaleString()} h`}</span>
      </p>
      <section aria-labelledby="health-alerts" className="grid gap-2">
        <h3 id="health-alerts" className="text-sm font-semibold">
          Health alerts
        </h3>
        {p.healthAlerts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No overdue work, open repairs or unacknowledged fleet alerts.</p>
        ) : (
          <ul className="grid gap-1.5">
            {p.healthAlerts.map((a, i) => {
              const Icon = severityIcon[a.severity];
              return (
                <li key={`${a.type}-${i}`} className="flex items-start gap-2 rounded-md border p-2 text-sm">
                  <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', severityTone[a.severity])} />
                  <span>
                    <span className="sr-only">{a.severity}: </span>
                    {a.message}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
