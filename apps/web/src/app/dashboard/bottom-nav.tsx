import { useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Ellipsis, LogOut } from 'lucide-react';
import type { MeResponse, NavUsage } from '@gears/domain';
import { rankBottomNav } from '@gears/domain/platform/bottom-nav.rules';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet.tsx';
import { useSignOut } from '../../lib/session.ts';
import { cn } from '../../lib/cn.ts';
import { bottomNavPrimaryIds, isAliasActive, type NavEntry } from '../navigation/nav-config.ts';

type BottomNavProps = { entries: readonly NavEntry[]; usage: NavUsage; me: MeResponse };

const tabClass = (isAlias: boolean) => ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium text-muted-foreground',
    (isActive || isAlias) && 'text-accent-text',
  );

/** spec 01 §2: phones get a bottom bar of 5 slots plus More. */
export function BottomNav({ entries, usage, me }: BottomNavProps) {
  const [now] = useState(() => Date.now());
  const signOut = useSignOut();
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
          <Sheet>
            <SheetTrigger className="flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-muted-foreground">
              <Ellipsis className="size-5" aria-hidden="true" />
              More
            </SheetTrigger>
            <SheetContent side="bottom">
              <SheetTitle className="text-base font-semibold">More</SheetTitle>
              <SheetDescription className="sr-only">Other pages and your account</SheetDescription>
              {moreEntries.length > 0 ? (
                <ul className="grid gap-1">
                  {moreEntries.map((entry) => (
                    <li key={entry.id}>
                      <SheetClose asChild>
                        <NavLink to={entry.to} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted">
                          <entry.icon className="size-5" aria-hidden="true" />
                          {entry.label}
                        </NavLink>
                      </SheetClose>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex items-center gap-3 rounded-lg border p-3">
                <Avatar name={me.user.name} src={me.user.avatarUrl} className="size-10" />
                <div className="grid min-w-0 text-sm">
                  <span className="truncate font-medium">{me.user.name}</span>
                  <span className="truncate text-muted-foreground">{me.user.email}</span>
                  <span className="truncate text-muted-foreground">{me.user.companyName}</span>
                </div>
              </div>
              <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </SheetContent>
          </Sheet>
        </li>
      </ul>
    </nav>
  );
}
