import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NotificationChannel, NotificationKind, NotificationPreferenceList } from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';

export const notificationPreferencesKey = ['notification-preferences'] as const;

/** Settings → Notifications (issue 17 item 4): per kind, in-app / email / off. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => api.get<NotificationPreferenceList>('/api/notifications/preferences', signal),
  });
}

export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { kind: NotificationKind; channel: NotificationChannel }) =>
      api.patch<NotificationPreferenceList & { message: string }>('/api/notifications/preferences', { preferences: [p] }),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationPreferencesKey, { items: data.items });
      toast.success(data.message);
    },
    onError: (error) => toast.error('Could not save the preference', { description: errorMessage(error, 'Please try again.') }),
  });
}
