import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isAliasActive, type NavEntry } from '../navigation/nav-config.ts';

export function SidebarNav({ entries, collapsed }: { entries: readonly NavEntry[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-2">
      <ul className="grid gap-1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink
              to={entry.to}
              end={entry.end}
              title={collapsed ? entry.label : undefined}
              aria-label={collapsed ? entry.label : undefined}
              className={({ isActive }) =>
                cn(
                  'flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                  collapsed && 'justify-center px-0',
                  (isActive || isAliasActive(entry, pathname)) && 'bg-accent text-accent-foreground hover:bg-accent',
                )
              }
            >
              <entry.icon className="size-5 shrink-0" aria-hidden="true" />
              {collapsed ? null : <span className="truncate">{entry.label}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
