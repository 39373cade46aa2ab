import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Info, OctagonAlert, type LucideIcon } from 'lucide-react';
import type { DashboardSummary } from '@gears/domain';
import { cn } from '../../../lib/cn.ts';
import { fleetCellClass } from './figures-skeleton.tsx';
import { toneText, type Tone } from './tone.ts';

type Fleet = DashboardSummary['fleet'];
type Key = 'total' | 'active' | 'idle' | 'maintenance';

/** spec 02 §2: total, active and idle open the fleet; maintenance opens Service. */
const cells: { key: Key; label: string; to: string }[] = [
  { key: 'total', label: 'Total', to: '/dashboard/fleet-management' },
  { key: 'active', label: 'Active', to: '/dashboard/fleet-management' },
  { key: 'idle', label: 'Idle', to: '/dashboard/fleet-management' },
  { key: 'maintenance', label: 'Maintenance', to: '/dashboard/maintenance' },
];
const icons: Record<Tone, LucideIcon> = { success: CheckCircle2, info: Info, warning: AlertTriangle, critical: OctagonAlert };

export function FleetStatsGrid({ fleet }: { fleet: Fleet }) {
  return (
    <section aria-labelledby="fleet-stats-heading" className="grid content-start gap-3">
      <h2 id="fleet-stats-heading" className="text-sm font-semibold text-muted-foreground">
        Fleet status
      </h2>
      <ul className="grid grid-cols-2 gap-2">
        {cells.map(({ key, label, to }) => {
          const advisory = fleet.advisories[key];
          const Icon = advisory ? icons[advisory.tone] : null;
          return (
            <li key={key}>
              <Link
                to={to}
                className={`${fleetCellClass} transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring`}
              >
                <span className="text-sm text-muted-foreground">{label}</span>
                <span className="text-2xl font-semibold tabular-nums">{fleet[key].toLocaleString('en-US')}</span>
                {advisory && Icon ? (
                  <span className={cn('flex items-start gap-1 text-xs', toneText[advisory.tone])}>
                    <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                    <span>{advisory.text}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
