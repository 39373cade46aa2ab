import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { UserProfile } from '@gears/domain';
import { Avatar } from '../../components/ui/avatar.tsx';
import { deferredMenu } from '../../components/ui/deferred-menu.tsx';

type ProfileTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { user: UserProfile };

export const ProfileTrigger = forwardRef<HTMLButtonElement, ProfileTriggerProps>(function ProfileTrigger({ user, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      className="inline-flex min-h-11 items-center gap-2 rounded-md px-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:min-h-9"
      {...props}
    >
      {/* The name comes from the text, not aria-label, so what is seen (the name on wide screens) is part of it. */}
      <span className="sr-only">Account menu for </span>
      <Avatar name={user.name} src={user.avatarUrl} />
      <span className="hidden max-w-40 truncate text-sm font-medium lg:inline">{user.name}</span>
      <span className="sr-only lg:hidden">{user.name}</span>
    </button>
  );
});

const DeferredProfileMenu = deferredMenu<{ user: UserProfile }>(
  async () => (await import('./profile-menu-dropdown.tsx')).ProfileMenuDropdown,
);

export function ProfileMenu({ user }: { user: UserProfile }) {
  return <DeferredProfileMenu user={user} placeholder={(handlers) => <ProfileTrigger user={user} {...handlers} />} />;
}
