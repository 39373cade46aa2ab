import { Link, NavLink } from 'react-router';
import { LayoutDashboard, LogIn, LogOut, Menu } from 'lucide-react';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet.tsx';
import { useSession, useSignOut } from '../../lib/session.ts';
import { cn } from '../../lib/cn.ts';
import { ThemeMenu, themeOptions, useThemeChoice } from '../theme-menu.tsx';

const publicLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/pricing', label: 'Pricing' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted md:min-h-9',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

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

/** spec 01 §2: 70/80/100 px tall on mobile/tablet/desktop. */
export function PublicNavbar() {
  const { status } = useSession();
  const signOut = useSignOut();
  const signedIn = status === 'signed-in';
  const links = signedIn ? [{ to: '/dashboard', label: 'Dashboard', end: false }] : publicLinks;

  const accountAction = signedIn ? (
    <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  ) : (
    <Button asChild>
      <Link to="/auth">
        <LogIn aria-hidden="true" />
        Sign In
      </Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav aria-label="Main" className="mx-auto flex h-[70px] max-w-6xl items-center gap-4 px-4 md:h-[80px] md:px-6 lg:h-[100px]">
        <Link to="/" className="rounded-md" aria-label="GEARS Portal home">
          <Logo />
        </Link>
        <ul className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.to === '/dashboard' ? <LayoutDashboard className="mr-1.5 size-4" aria-hidden="true" /> : null}
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <ThemeMenu />
          {/* The slot keeps its width while the session loads, so the theme button does not move when the account button appears. */}
          <div className="flex min-w-30 justify-end">{status === 'loading' ? null : accountAction}</div>
        </div>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="ml-auto md:hidden" aria-label="Open menu">
              <Menu />
            </Button>
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
            {status === 'loading' ? null : <SheetClose asChild>{accountAction}</SheetClose>}
          </SheetContent>
        </Sheet>
      </nav>
    </header>
  );
}
