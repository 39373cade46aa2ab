import { LayoutDashboard, Settings, ShieldCheck, type LucideIcon } from 'lucide-react';

export type NavEntry = {
  id: string;
  label: string;
  /** Label under the icon in the phone's bottom navigation. */
  shortLabel: string;
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** Matches only the exact path (Overview would otherwise match every /dashboard/* page). */
  end?: boolean;
};

/**
 * The one navigation list (sidebar, bottom navigation, More sheet). spec 01 §2 order:
 * Overview, QR Scanner, Equipment, Fleet, Parts Inventory, Job Sites, Service, Quotes, Notes,
 * Analytics, Admin. A module adds its line here when its route exists — never before.
 */
export const navEntries: readonly NavEntry[] = [
  { id: 'overview', label: 'Overview', shortLabel: 'Home', to: '/dashboard', icon: LayoutDashboard, end: true },
  { id: 'admin', label: 'Admin', shortLabel: 'Admin', to: '/dashboard/admin', icon: ShieldCheck, adminOnly: true },
  { id: 'settings', label: 'Settings', shortLabel: 'Settings', to: '/settings', icon: Settings },
];

/** spec 01 §2: the bottom navigation's primary tabs, used when their modules exist. */
export const bottomNavPrimaryIds = ['overview', 'scanner', 'equipment', 'service'] as const;

export function navEntriesFor(isAdmin: boolean): NavEntry[] {
  return navEntries.filter((entry) => !entry.adminOnly || isAdmin);
}

export function navEntryForPath(pathname: string, entries: readonly NavEntry[]): NavEntry | undefined {
  const matches = entries.filter((entry) =>
    entry.end ? pathname === entry.to : pathname === entry.to || pathname.startsWith(`${entry.to}/`),
  );
  // The longest match wins: /dashboard/admin is Admin, not Overview.
  return matches.sort((a, b) => b.to.length - a.to.length)[0];
}
