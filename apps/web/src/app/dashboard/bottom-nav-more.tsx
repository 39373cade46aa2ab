import { NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import type { MeResponse } from '@gears/domain';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet.tsx';
import { useSignOut } from '../../lib/session.ts';
import type { NavEntry } from '../navigation/nav-config.ts';
import { MoreTrigger } from './bottom-nav.tsx';

type BottomNavMoreProps = { entries: NavEntry[]; me: MeResponse; defaultOpen?: boolean };

/** The bottom bar's More sheet: the pages that did not get a slot, and the account (loaded on first use). */
export function BottomNavMore({ entries, me, defaultOpen }: BottomNavMoreProps) {
  const signOut = useSignOut();
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <MoreTrigger />
      </SheetTrigger>
      <SheetContent side="bottom">
        <SheetTitle className="text-base font-semibold">More</SheetTitle>
        <SheetDescription className="sr-only">Other pages and your account</SheetDescription>
        {entries.length > 0 ? (
          <ul className="grid gap-1">
            {entries.map((entry) => (
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
  );
}
