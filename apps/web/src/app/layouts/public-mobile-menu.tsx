import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import { themeOptions, useThemeChoice } from '../theme-menu.tsx';
import { linkClass, MenuButton, type PublicLink } from './public-navbar.tsx';

function MobileThemeChoice() {
  const { theme, choose } = useThemeChoice();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Theme</legend>
      <div className="grid grid-cols-3 gap-2">
        {themeOptions.map((option) => (
          <Button
            key={option.value}
            variant={theme === option.value ? 'secondary' : 'outline'}
            aria-pressed={theme === option.value}
            onClick={() => choose(option.value)}
          >
            <option.icon aria-hidden="true" />
            {option.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

type PublicMobileMenuProps = { links: PublicLink[]; accountAction: ReactNode; defaultOpen?: boolean };

/** The public navbar's menu on phones (loaded on first use by PublicNavbar). */
export function PublicMobileMenu({ links, accountAction, defaultOpen }: PublicMobileMenuProps) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <MenuButton />
      </SheetTrigger>
      <SheetContent side="right" className="pt-14">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation and theme</SheetDescription>
        <ul className="grid gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <SheetClose asChild>
                <NavLink to={link.to} end={link.end} className={(state) => cn(linkClass(state), 'w-full text-base')}>
                  {link.label}
                </NavLink>
              </SheetClose>
            </li>
          ))}
        </ul>
        <MobileThemeChoice />
        {accountAction ? <SheetClose asChild>{accountAction}</SheetClose> : null}
      </SheetContent>
    </Sheet>
  );
}
