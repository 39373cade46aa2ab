import type { ComponentType } from 'react';
import { ArrowLeftRight, Boxes, CalendarClock, TrendingDown } from 'lucide-react';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

/**
 * The views of the Equipment Management page (spec 02 §2), kept in the URL as `?view=…` (register is the default
 * and has no param). `view` is separate from the detail dialog's `tab`, so both can be open and shared together.
 */
export const equipmentViews = ['register', 'assignments', 'reservations', 'lifecycle'] as const;
export type EquipmentView = (typeof equipmentViews)[number];

type ViewTab = { view: EquipmentView; label: string; icon: ComponentType<{ 'aria-hidden'?: boolean }> };

/** The views that exist today, in tab order: each view adds its entry when it is built (never a tab to an empty page). */
const viewTabs: ViewTab[] = [
  { view: 'register', label: 'Register', icon: Boxes },
  { view: 'assignments', label: 'Assignments', icon: ArrowLeftRight },
  { view: 'reservations', label: 'Reservations', icon: CalendarClock },
  { view: 'lifecycle', label: 'Lifecycle', icon: TrendingDown },
];

/** The view named in the URL when it is one of the page's tabs; the register otherwise. */
export function viewFromParam(param: string | null): EquipmentView {
  return viewTabs.find((tab) => tab.view === param)?.view ?? 'register';
}

/** Writes `view` into the page's search params (the register drops the param). */
export function setViewParam(next: URLSearchParams, view: EquipmentView) {
  if (view === 'register') next.delete('view');
  else next.set('view', view);
}

/** The page-level tab bar; place it inside the page's <Tabs>. Nothing while the register is the only view. */
export function EquipmentPageTabs() {
  if (viewTabs.length < 2) return null;
  return (
    <TabsList aria-label="Equipment views" className="grid w-full grid-flow-col sm:flex sm:w-auto sm:justify-start">
      {viewTabs.map(({ view, label, icon: Icon }) => (
        <TabsTrigger key={view} value={view} className="flex-col gap-0.5 px-1 text-xs sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm">
          <Icon aria-hidden />
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
