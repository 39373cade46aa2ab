import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { UserProfile } from '@gears/domain';
import { Logo } from '../../components/logo.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { SearchTrigger } from '../../features/search/components/search-trigger.tsx';
import { ThemeMenu } from '../theme-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';

// The assistant's button is its own chunk, fetched as the header mounts: the first screen's JS is at its budget (170 kB).
const AssistantButton = lazy(() => import('../../features/assistant/components/ai-button.tsx'));

/**
 * spec 01 §2 header: logo, global search (Ctrl/Cmd+K), the AI assistant, notifications, theme menu, profile.
 */

export function DashboardHeader({ user }: { user: UserProfile }) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b bg-card px-3 md:px-4">
      <Link to="/dashboard" className="rounded-md" aria-label="GEARS Portal dashboard">
        <Logo wordOnWide />
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <SearchTrigger />
        {/* The button's own size held while its chunk loads, so the header does not shift. */}
        <Suspense fallback={<span className="size-11 md:size-9" />}>
          <AssistantButton />
        </Suspense>
        <NotificationBell />
        <ThemeMenu />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
