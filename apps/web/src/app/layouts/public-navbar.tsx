import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LayoutDashboard, LogIn, LogOut, Menu } from 'lucide-react';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { deferredMenu } from '../../components/ui/deferred-menu.tsx';
import { useSession, useSignOut } from '../../lib/session.ts';
import { cn } from '../../lib/cn.ts';
import { ThemeMenu } from '../theme-menu.tsx';

const publicLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/pricing', label: 'Pricing' },
];

export type PublicLink = { to: string; label: string; end?: boolean };

export const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted md:min-h-9',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

export const MenuButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function MenuButton(props, ref) {
  return (
    <Button ref={ref} variant="ghost" size="icon" className="ml-auto md:hidden" aria-label="Open menu" aria-haspopup="dialog" {...props}>
      <Menu />
    </Button>
  );
});

// The phone menu is a Radix dialog (with focus trap and scroll lock), loaded when first wanted: the bundle budget.
const DeferredMobileMenu = deferredMenu<{ links: PublicLink[]; accountAction: ReactNode }>(
  async () => (await import('./public-mobile-menu.tsx')).PublicMobileMenu,
);

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
        <DeferredMobileMenu
          links={links}
          accountAction={status === 'loading' ? null : accountAction}
          placeholder={(handlers) => <MenuButton {...handlers} />}
        />
      </nav>
    </header>
  );
}
