import {
  ChartColumn,
  FileText,
  Forklift,
  LayoutDashboard,
  MapPin,
  StickyNote,
  Package,
  Radar,
  ScanLine,
  Settings,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { FeatureKey } from '@gears/domain/billing/tiers.rules';

export type NavEntry = {
  id: string;
  label: string;
  /** Label under the icon in the phone's bottom navigation. */
  shortLabel: string;
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** The tier feature the module needs (spec 01 §6); the entry is hidden for a plan without it. */
  feature?: FeatureKey;
  /** Matches only the exact path (Overview would otherwise match every /dashboard/* page). */
  end?: boolean;
  /** Other paths that show the same screen (spec 02 §2: /dashboard/fleet-management is Equipment). */
  aliases?: readonly string[];
};

/**
 * The one navigation list (sidebar, bottom navigation, More sheet). spec 01 §2 order:
 * Overview, QR Scanner, Equipment, Fleet, Parts Inventory, Job Sites, Service, Quotes, Notes,
 * Analytics, Admin. A module adds its line here when its route exists — never before.
 */
export const navEntries: readonly NavEntry[] = [
  { id: 'overview', label: 'Overview', shortLabel: 'Home', to: '/dashboard', icon: LayoutDashboard, end: true },
  { id: 'scanner', label: 'QR Scanner', shortLabel: 'Scan', to: '/dashboard/scanner', icon: ScanLine, aliases: ['/dashboard/qr-scanner'] },
  {
    id: 'equipment',
    label: 'Equipment',
    shortLabel: 'Equipment',
    to: '/dashboard/equipment',
    icon: Forklift,
    aliases: ['/dashboard/fleet-management'],
  },
  {
    id: 'fleet',
    label: 'Fleet Tracking',
    shortLabel: 'Fleet',
    to: '/dashboard/fleet-tracking',
    icon: Radar,
    feature: 'fleet_tracking',
    aliases: ['/dashboard/fleet'],
  },
  {
    id: 'parts',
    label: 'Parts Inventory',
    shortLabel: 'Parts',
    to: '/dashboard/parts-inventory',
    icon: Package,
    feature: 'light_inventory',
  },
  { id: 'job-sites', label: 'Job Sites', shortLabel: 'Sites', to: '/dashboard/job-sites', icon: MapPin },
  { id: 'service', label: 'Service', shortLabel: 'Service', to: '/dashboard/maintenance', icon: Wrench },
  { id: 'quotes', label: 'Quotes', shortLabel: 'Quotes', to: '/dashboard/quotes', icon: FileText, aliases: ['/dashboard/quotes-orders'] },
  { id: 'notes', label: 'Notes', shortLabel: 'Notes', to: '/dashboard/notes', icon: StickyNote },
  { id: 'analytics', label: 'Analytics', shortLabel: 'Analytics', to: '/dashboard/analytics', icon: ChartColumn, feature: 'reporting' },
  { id: 'admin', label: 'Admin', shortLabel: 'Admin', to: '/dashboard/admin', icon: ShieldCheck, adminOnly: true },
  { id: 'settings', label: 'Settings', shortLabel: 'Settings', to: '/settings', icon: Settings },
];

/** spec 01 §2: the bottom navigation's primary tabs, used when their modules exist. */
export const bottomNavPrimaryIds = ['overview', 'scanner', 'equipment', 'service'] as const;

export function navEntriesFor(isAdmin: boolean, lacks: (feature: FeatureKey) => boolean = () => false): NavEntry[] {
  return navEntries.filter((entry) => (!entry.adminOnly || isAdmin) && !(entry.feature && lacks(entry.feature)));
}

function matchLength(entry: NavEntry, pathname: string): number {
  const paths = [entry.to, ...(entry.aliases ?? [])];
  const hits = paths.filter((to) => (entry.end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`)));
  return Math.max(0, ...hits.map((to) => to.length));
}

/** True when the path is one of the entry's aliases (NavLink only knows `to`). */
export function isAliasActive(entry: NavEntry, pathname: string): boolean {
  return (entry.aliases ?? []).some((to) => pathname === to || pathname.startsWith(`${to}/`));
}

export function navEntryForPath(pathname: string, entries: readonly NavEntry[]): NavEntry | undefined {
  // The longest match wins: /dashboard/admin is Admin, not Overview.
  return entries
    .map((entry) => ({ entry, length: matchLength(entry, pathname) }))
    .filter((match) => match.length > 0)
    .sort((a, b) => b.length - a.length)[0]?.entry;
}
