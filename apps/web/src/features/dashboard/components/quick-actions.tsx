import { Link } from 'react-router';
import {
  BarChart3,
  CalendarPlus,
  ClipboardList,
  FilePlus2,
  MapPinPlus,
  PlusCircle,
  ScanLine,
  StickyNote,
  type LucideIcon,
} from 'lucide-react';
import type { Action } from '@gears/domain/platform/permissions.rules';
import { usePermissions } from '../../../lib/permissions.ts';

/** The modules whose screens exist for this person (the navigation's ids), given by app/ from its nav config. */
export type ModuleIds = ReadonlySet<string>;

type QuickAction = { id: string; label: string; to: string; icon: LucideIcon; module: string; action?: Action };

/**
 * spec 01 §2 Quick Actions, in its order. Each opens its module's real page or dialog (the dialogs open from the URL)
 * and shows only when the module exists for this person (its plan included) and their role may do it (ADR 0008).
 * The spec's "AI Analytics" reads Analytics, as its page does: no model computes it (issue 17 item 3). Create Note
 * appears once /dashboard/notes is in the navigation.
 */
export const quickActions: readonly QuickAction[] = [
  { id: 'scanner', label: 'QR Scanner', to: '/dashboard/scanner', icon: ScanLine, module: 'scanner', action: 'scans.create' },
  { id: 'quote', label: 'Request Quote', to: '/dashboard/quotes?new=1', icon: FilePlus2, module: 'quotes', action: 'quotes.request' },
  { id: 'schedule', label: 'Schedule', to: '/dashboard/maintenance?new=1', icon: CalendarPlus, module: 'service', action: 'tasks.create' },
  {
    id: 'equipment',
    label: 'Add Equipment',
    to: '/dashboard/equipment?dialog=add',
    icon: PlusCircle,
    module: 'equipment',
    action: 'equipment.create',
  },
  {
    id: 'quote-tracker',
    label: 'Quote Tracker',
    to: '/dashboard/quotes-orders',
    icon: ClipboardList,
    module: 'quotes',
    action: 'quotes.read',
  },
  { id: 'analytics', label: 'Analytics', to: '/dashboard/analytics', icon: BarChart3, module: 'analytics' },
  { id: 'note', label: 'Create Note', to: '/dashboard/notes?new=1', icon: StickyNote, module: 'notes' },
  {
    id: 'job-site',
    label: 'Create Job Site',
    to: '/dashboard/job-sites?create=1',
    icon: MapPinPlus,
    module: 'job-sites',
    action: 'jobSites.manage',
  },
];

export function QuickActions({ modules }: { modules: ModuleIds }) {
  const can = usePermissions();
  const shown = quickActions.filter((a) => modules.has(a.module) && (!a.action || can(a.action)));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="quick-actions-heading" className="grid gap-3">
      <h2 id="quick-actions-heading" className="text-sm font-semibold text-muted-foreground">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((a) => (
          <li key={a.id}>
            <Link
              to={a.to}
              className="flex min-h-14 items-center gap-2.5 rounded-lg border bg-card px-3 py-2 text-sm font-medium shadow-xs transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <a.icon className="size-4" aria-hidden="true" />
              </span>
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
