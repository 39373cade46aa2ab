import type { NotificationChannel } from '@gears/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotificationPreferences, useSetNotificationPreference } from '../api/notification-preferences-api.ts';

const channelLabel: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'In the app and by email',
  off: 'Off',
};
const digestLabel: Partial<Record<NotificationChannel, string>> = { email: 'By email' };

/** One choice per kind of notice; a change is saved at once (the server answers with the saved list). */
export function NotificationsPanel() {
  const prefs = useNotificationPreferences();
  const save = useSetNotificationPreference();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          What reaches you, and how: the bell in the header, the bell and an email, or nothing. Emails go to the address on your profile.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <div className="grid gap-2" aria-label="Loading notification preferences">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : prefs.isError ? (
          <p className="text-sm text-destructive">
            {errorMessage(prefs.error, 'Could not load your notification preferences.')}{' '}
            <button type="button" className="underline" onClick={() => void prefs.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <ul className="divide-y">
            {prefs.data.items.map((p) => {
              const id = `notify-${p.kind}`;
              return (
                <li key={p.kind} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <label htmlFor={id} className="text-sm font-medium">
                      {p.label}
                    </label>
                    <p className="text-xs text-muted-foreground">
                      {p.description}
                      {p.channel !== p.defaultChannel
                        ? ` · default: ${(p.kind === 'weekly_digest' && digestLabel[p.defaultChannel]) || channelLabel[p.defaultChannel]}`
                        : ''}
                    </p>
                  </div>
                  <select
                    id={id}
                    value={p.channel}
                    disabled={save.isPending && save.variables?.kind === p.kind}
                    onChange={(e) => save.mutate({ kind: p.kind, channel: e.target.value as NotificationChannel })}
                    className="min-h-11 w-full rounded-md border bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:w-56 md:min-h-9"
                  >
                    {p.channels.map((c) => (
                      <option key={c} value={c}>
                        {(p.kind === 'weekly_digest' && digestLabel[c]) || channelLabel[c]}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
