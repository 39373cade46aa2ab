import { lazy, Suspense } from 'react';
import { AlertTriangle, CheckCheck, CheckCircle2, Info, XCircle, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Notification, NotificationType } from '@gears/domain';
import { isPortalLink } from '@gears/domain/notifications/notification.rules';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatRelativeAge } from '../../../lib/format.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications-api.ts';
import { BellTrigger } from './notification-bell.tsx';

const typeIcon: Record<NotificationType, { icon: LucideIcon; className: string; label: string }> = {
  info: { icon: Info, className: 'text-info', label: 'Information' },
  success: { icon: CheckCircle2, className: 'text-success', label: 'Success' },
  warning: { icon: AlertTriangle, className: 'text-accent-text', label: 'Warning' },
  error: { icon: XCircle, className: 'text-destructive', label: 'Error' },
};

// The icon per kind loads after the menu opens (its icons would otherwise be named on the dashboard's first screen:
// the 170 kB budget); until then, and for notices older than the kinds, the severity's icon shows.
const KindIcon = lazy(() => import('./notification-kind-icon.tsx'));

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const { icon: SeverityIcon, className, label } = typeIcon[notification.type];
  const fallback = <SeverityIcon className={cn('mt-0.5', className)} aria-label={label} />;
  const unread = notification.readAt === null;
  return (
    <DropdownMenuItem className="items-start gap-3 py-2" onSelect={() => onOpen(notification)}>
      {notification.kind === 'general' ? (
        fallback
      ) : (
        <Suspense fallback={fallback}>
          <KindIcon kind={notification.kind} className={cn('mt-0.5', className)} severity={label} />
        </Suspense>
      )}
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('truncate', unread ? 'font-semibold' : 'font-normal')}>{notification.title}</span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{notification.message}</span>
        <span className="text-xs text-muted-foreground">
          {formatRelativeAge(notification.createdAt)}
          {unread ? <span className="sr-only"> · unread</span> : null}
        </span>
      </span>
      {unread ? <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" /> : null}
    </DropdownMenuItem>
  );
}

/** The list: newest first, unread in bold with a dot; a click opens the link and marks the notice read. */
export function NotificationMenu({ unread, defaultOpen }: { unread: number; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = notifications.data?.items ?? [];

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link && isPortalLink(n.link)) navigate(n.link);
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <BellTrigger unread={unread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm text-foreground">Notifications</DropdownMenuLabel>
          {unread > 0 ? (
            <DropdownMenuItem
              className="min-h-9 px-2 text-xs md:min-h-7"
              disabled={markAll.isPending}
              onSelect={(event) => {
                event.preventDefault();
                markAll.mutate();
              }}
            >
              <CheckCheck aria-hidden="true" />
              Mark all read
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-[min(24rem,70dvh)] overflow-y-auto p-1">
          {notifications.isPending ? (
            <div className="grid gap-2 p-2" aria-label="Loading notifications">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : notifications.isError ? (
            <p className="p-3 text-sm text-destructive">{errorMessage(notifications.error, 'Could not load notifications.')}</p>
          ) : items.length === 0 ? (
            <div className="grid gap-1 p-4 text-center">
              <p className="text-sm font-medium">No notifications</p>
              <p className="text-xs text-muted-foreground">
                You are told here when something needs you: a repair to approve, a quote ready, a task due. Choose what reaches you in
                Settings → Notifications.
              </p>
            </div>
          ) : (
            items.map((n) => <NotificationItem key={n.id} notification={n} onOpen={open} />)
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
