import type { EquipmentStats, EquipmentStatus } from '@gears/domain';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useEquipmentStats } from '../api/equipment-api.ts';

type Stat = { label: string; value: number; status: EquipmentStatus | ''; hint?: string };

function statsOf(stats: EquipmentStats): Stat[] {
  const { byStatus } = stats;
  return [
    { label: 'Total', value: stats.total, status: '' },
    { label: 'Active', value: byStatus.active, status: 'active' },
    { label: 'Idle', value: byStatus.idle, status: 'idle' },
    { label: 'Maintenance', value: byStatus.maintenance, status: 'maintenance', hint: `${byStatus.repair} need repair` },
    {
      label: 'Out of service',
      value: byStatus.out_of_service,
      status: 'out_of_service',
      hint: `${byStatus.inactive + byStatus.retired} inactive or retired`,
    },
    { label: 'Needs QR code', value: stats.needingQrCode, status: '', hint: `${stats.withQrCode} have one` },
  ];
}

/** The stats strip: counts straight from /api/equipment/stats; a tap filters the list by that status. */
export function EquipmentStatsStrip({ status, onStatus }: { status: string; onStatus: (status: EquipmentStatus | '') => void }) {
  const stats = useEquipmentStats();
  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading equipment stats" className="grid grid-cols-3 gap-2 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (stats.isError) return null;
  return (
    <ul aria-label="Equipment stats" className="grid grid-cols-3 gap-2 lg:grid-cols-6">
      {statsOf(stats.data).map((stat) => {
        const isFilter = stat.label !== 'Needs QR code';
        const active = isFilter && stat.status === status;
        const body = (
          <>
            <span className="truncate text-xs text-muted-foreground">{stat.label}</span>
            <span className="text-xl font-semibold tabular-nums">{stat.value.toLocaleString()}</span>
            {stat.hint ? <span className="hidden truncate text-[11px] text-muted-foreground sm:block">{stat.hint}</span> : null}
          </>
        );
        const boxClass = cn(
          'flex h-full w-full flex-col items-start gap-0.5 rounded-lg border bg-card p-2.5 text-left shadow-xs',
          active && 'border-primary ring-1 ring-primary',
        );
        return (
          <li key={stat.label}>
            {isFilter ? (
              <button
                type="button"
                className={cn(boxClass, 'hover:bg-muted/50')}
                aria-pressed={active}
                onClick={() => onStatus(stat.status)}
              >
                {body}
              </button>
            ) : (
              <div className={boxClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
