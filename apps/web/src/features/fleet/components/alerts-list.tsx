import { AlertOctagon, AlertTriangle, Bell, Check, Info } from 'lucide-react';
import type { FleetAlert } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { formatDateTime, formatRelativeAge } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useAcknowledgeAlert, useFleetAlerts } from '../api/positions-api.ts';

const severityIcon = { critical: AlertOctagon, warning: AlertTriangle, info: Info } as const;
const severityVariant = { critical: 'destructive', warning: 'warning', info: 'info' } as const;
const severityLabel = { critical: 'Critical', warning: 'Warning', info: 'Info' } as const;

/** spec 02 §7: the unacknowledged alerts, newest first; supervisors and up acknowledge them (fleet.acknowledgeAlerts). */
export function AlertsList({ companyId = '', onOpenEquipment }: { companyId?: string; onOpenEquipment?: (id: string) => void }) {
  const alerts = useFleetAlerts(companyId);
  const mayAcknowledge = useCan('fleet.acknowledgeAlerts');
  const acknowledge = useAcknowledgeAlert();

  if (alerts.isPending) return <SkeletonRows rows={3} label="Loading alerts" />;
  if (alerts.isError) return <ErrorState message="The alerts could not be loaded." onRetry={() => void alerts.refetch()} />;
  const items = alerts.data.items;
  if (items.length === 0)
    return (
      <EmptyState
        title="No open alerts"
        description="Geofence entries and exits, low batteries, lost signals and critical sensor readings show here as they happen."
      />
    );
  return (
    <section aria-labelledby="fleet-alerts-title" className="grid gap-2">
      <h2 id="fleet-alerts-title" className="flex items-center gap-2 text-sm font-semibold">
        <Bell className="size-4" aria-hidden="true" />
        Open alerts ({alerts.data.total.toLocaleString()})
      </h2>
      <ul className="grid gap-2" aria-label="Open alerts">
        {items.map((alert) => (
          <AlertRow
            key={alert.id}
            alert={alert}
            onOpenEquipment={onOpenEquipment}
            onAcknowledge={mayAcknowledge ? () => acknowledge.mutate(alert.id) : null}
            busy={acknowledge.isPending && acknowledge.variables === alert.id}
          />
        ))}
      </ul>
    </section>
  );
}

type AlertRowProps = {
  alert: FleetAlert;
  onOpenEquipment?: (id: string) => void;
  onAcknowledge: (() => void) | null;
  busy: boolean;
};

function AlertRow({ alert, onOpenEquipment, onAcknowledge, busy }: AlertRowProps) {
  const Icon = severityIcon[alert.severity];
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-3 sm:flex-nowrap">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm">{alert.message}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant={severityVariant[alert.severity]}>{severityLabel[alert.severity]}</Badge>
          <time dateTime={alert.createdAt} title={formatDateTime(alert.createdAt)}>
            {formatRelativeAge(alert.createdAt)}
          </time>
          {alert.equipmentId && alert.equipmentName ? (
            onOpenEquipment ? (
              <button
                type="button"
                className="text-left underline-offset-2 hover:underline"
                onClick={() => onOpenEquipment(alert.equipmentId!)}
              >
                {alert.equipmentName}
              </button>
            ) : (
              <span>{alert.equipmentName}</span>
            )
          ) : null}
          {alert.jobSiteName ? <span>· {alert.jobSiteName}</span> : null}
        </p>
      </div>
      {onAcknowledge ? (
        <Button variant="outline" size="sm" onClick={onAcknowledge} disabled={busy} className="ml-auto">
          <Check aria-hidden="true" />
          Acknowledge
        </Button>
      ) : null}
    </li>
  );
}
