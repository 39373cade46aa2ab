import type { ComponentType } from 'react';
import { ArrowLeftRight, Boxes, CalendarClock, Map as MapIcon, TrendingDown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

/**
 * The views of the Equipment Management page (spec 02 §2), kept in the URL as `?view=…` (register is the default
 * and has no param). `view` is separate from the detail dialog's `tab`, so both can be open and shared together.
 */
export const equipmentViews = ['register', 'assignments', 'reservations', 'lifecycle', 'map'] as const;
export type EquipmentView = (typeof equipmentViews)[number];

type ViewTab = {
  view: EquipmentView;
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** spec 02 §2: the Map tab is marked beta and shown only with fleet tracking. */
  beta?: boolean;
};

/** The views that exist today, in tab order: each view adds its entry when it is built (never a tab to an empty page). */
const viewTabs: ViewTab[] = [
  { view: 'register', label: 'Register', icon: Boxes },
  { view: 'assignments', label: 'Assignments', icon: ArrowLeftRight },
  { view: 'reservations', label: 'Reservations', icon: CalendarClock },
  { view: 'lifecycle', label: 'Lifecycle', icon: TrendingDown },
  { view: 'map', label: 'Map', icon: MapIcon, beta: true },
];

/** The tabs shown: the Map tab only when the plan has fleet tracking and the page was given the map. */
const shownTabs = (hasMap: boolean) => viewTabs.filter((tab) => tab.view !== 'map' || hasMap);

/** The view named in the URL when it is one of the page's tabs; the register otherwise. */
export function viewFromParam(param: string | null, hasMap = false): EquipmentView {
  return shownTabs(hasMap).find((tab) => tab.view === param)?.view ?? 'register';
}

/** Writes `view` into the page's search params (the register drops the param). */
export function setViewParam(next: URLSearchParams, view: EquipmentView) {
  if (view === 'register') next.delete('view');
  else next.set('view', view);
}

/** The page-level tab bar; place it inside the page's <Tabs>. Nothing while the register is the only view. */
export function EquipmentPageTabs({ hasMap = false }: { hasMap?: boolean }) {
  const tabs = shownTabs(hasMap);
  if (tabs.length < 2) return null;
  return (
    <TabsList aria-label="Equipment views" className="grid w-full grid-flow-col sm:flex sm:w-auto sm:justify-start">
      {tabs.map(({ view, label, icon: Icon, beta }) => (
        <TabsTrigger key={view} value={view} className="flex-col gap-0.5 px-1 text-xs sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm">
          <Icon aria-hidden />
          <span className="inline-flex items-center gap-1">
            {label}
            {beta ? (
              <Badge variant="info" className="hidden px-1.5 py-0 text-[10px] sm:inline-flex">
                Beta
              </Badge>
            ) : null}
          </span>
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
