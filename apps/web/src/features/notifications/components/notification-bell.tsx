import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Bell } from 'lucide-react';
import { unreadBadge } from '@gears/domain/notifications/notification.rules';
import { deferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { useNotifications } from '../api/notifications-api.ts';

type BellTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { unread: number };

/** The header bell with its unread badge; the count is also in the label (colour is never the only signal). */
export const BellTrigger = forwardRef<HTMLButtonElement, BellTriggerProps>(function BellTrigger({ unread, ...props }, ref) {
  const badge = unreadBadge(unread);
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      aria-label={badge ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:size-9"
      {...props}
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums md:top-0.5 md:right-0.5"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
});

// The dropdown (Radix menu and the list) loads on first hover, focus or click, like the profile menu.
const DeferredNotificationMenu = deferredMenu<{ unread: number }>(async () => (await import('./notification-menu.tsx')).NotificationMenu);

/** spec 01 §2 notifications dropdown in the dashboard header; polls every minute. */
export function NotificationBell() {
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;
  return <DeferredNotificationMenu unread={unread} placeholder={(handlers) => <BellTrigger unread={unread} {...handlers} />} />;
}
