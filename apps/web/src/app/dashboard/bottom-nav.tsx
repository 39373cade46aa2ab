import { forwardRef, useMemo, useState, type ButtonHTMLAttributes } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Ellipsis } from 'lucide-react';
import type { MeResponse, NavUsage } from '@gears/domain';
import { rankBottomNav } from '@gears/domain/platform/bottom-nav.rules';
import { deferredMenu } from '../../components/ui/deferred-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { bottomNavPrimaryIds, isAliasActive, type NavEntry } from '../navigation/nav-config.ts';

type BottomNavProps = { entries: readonly NavEntry[]; usage: NavUsage; me: MeResponse };

const tabClass =
  (isAlias: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium text-muted-foreground',
      (isActive || isAlias) && 'text-accent-text',
    );

export const MoreTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function MoreTrigger(props, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      className="flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-muted-foreground"
      {...props}
    >
      <Ellipsis className="size-5" aria-hidden="true" />
      More
    </button>
  );
});

// The More sheet is a Radix dialog (focus trap, scroll lock), loaded when first wanted: the bundle budget.
const DeferredMore = deferredMenu<{ entries: NavEntry[]; me: MeResponse }>(
  async () => (await import('./bottom-nav-more.tsx')).BottomNavMore,
);

/** spec 01 §2: phones get a bottom bar of 5 slots plus More. */
export function BottomNav({ entries, usage, me }: BottomNavProps) {
  const [now] = useState(() => Date.now());
  const { pathname } = useLocation();
  const { tabs, more } = useMemo(
    () => rankBottomNav({ entryIds: entries.map((entry) => entry.id), primaryIds: bottomNavPrimaryIds, usage, now }),
    [entries, usage, now],
  );
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const tabEntries = tabs.map((id) => byId.get(id)).filter((entry): entry is NavEntry => Boolean(entry));
  const moreEntries = more.map((id) => byId.get(id)).filter((entry): entry is NavEntry => Boolean(entry));

  return (
    <nav aria-label="Bottom navigation" className="shrink-0 border-t bg-card pb-[env(safe-area-inset-bottom)] md:hidden">
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${tabEntries.length + 1}, minmax(0, 1fr))` }}>
        {tabEntries.map((entry) => (
          <li key={entry.id}>
            <NavLink to={entry.to} end={entry.end} className={tabClass(isAliasActive(entry, pathname))}>
              <entry.icon className="size-5" aria-hidden="true" />
              {entry.shortLabel}
            </NavLink>
          </li>
        ))}
        <li>
          <DeferredMore entries={moreEntries} me={me} placeholder={(handlers) => <MoreTrigger {...handlers} />} />
        </li>
      </ul>
    </nav>
  );
}
