import { useNavigate } from 'react-router';
import { Home, Info, LayoutDashboard, LogOut, Mail, ScrollText, Settings } from 'lucide-react';
import type { UserProfile } from '@gears/domain';
import { roleLabels } from '@gears/domain/platform/role-labels';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useSignOut } from '../../lib/session.ts';
import { ThemeSubmenu } from '../theme-menu-dropdown.tsx';
import { ProfileTrigger } from './profile-menu.tsx';

const links = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/', label: 'Home', icon: Home },
  { to: '/about', label: 'About Us', icon: Info },
  { to: '/contact', label: 'Contact Us', icon: Mail },
  { to: '/privacy', label: 'Terms & Privacy', icon: ScrollText },
];

/** spec 01 §2: Dashboard, Home, About Us, Contact Us, Terms & Privacy, Theme, Settings, Sign Out. */
export function ProfileMenuDropdown({ user, defaultOpen }: { user: UserProfile; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ProfileTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5 text-foreground">
          <span className="truncate text-sm">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          <span className="text-xs font-normal text-muted-foreground">{roleLabels[user.role]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.to} onSelect={() => navigate(link.to)}>
            <link.icon aria-hidden="true" />
            {link.label}
          </DropdownMenuItem>
        ))}
        <ThemeSubmenu />
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
