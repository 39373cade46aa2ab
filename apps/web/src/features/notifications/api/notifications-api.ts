import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Notification, NotificationList } from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { startFromFirstAnswer } from '../../../lib/first-data.ts';

export const notificationsKeys = { all: ['notifications'] as const, list: ['notifications', 'list'] as const };

/** The bell checks for new notices every minute while the page is visible. */
export const notificationPollMs = 60_000;

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKeys.list,
    queryFn: ({ signal }) => api.get<NotificationList>('/api/notifications?limit=20', signal),
    ...startFromFirstAnswer<NotificationList>('/api/notifications?limit=20'),
    refetchInterval: notificationPollMs,
    staleTime: 30_000,
  });
}

/** Marks one read at once in the cache (the badge drops), then confirms with the server. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Notification>(`/api/notifications/${id}/read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.list });
      const previous = queryClient.getQueryData<NotificationList>(notificationsKeys.list);
      if (previous) {
        const target = previous.items.find((n) => n.id === id);
        if (target && !target.readAt) {
          queryClient.setQueryData<NotificationList>(notificationsKeys.list, {
            items: previous.items.map((n) => (n.id === id ? { ...n, readAt: new Date().toISOString() } : n)),
            unreadCount: Math.max(0, previous.unreadCount - 1),
          });
        }
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsKeys.list, context.previous);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.list }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number; message: string }>('/api/notifications/read-all'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.list }),
    onError: (error) => toast.error('Could not mark notifications as read', { description: errorMessage(error, 'Please try again.') }),
  });
}
