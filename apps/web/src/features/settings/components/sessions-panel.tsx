import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { SessionSummary } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatRelativeAge } from '../../../lib/format.ts';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/settings-api.ts';

/** A short, readable device name from a user agent string. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

function SessionRow({ session }: { session: SessionSummary }) {
  const revoke = useRevokeSession();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium" title={session.userAgent ?? undefined}>
            {describeUserAgent(session.userAgent)}
          </span>
          {session.isCurrent ? <Badge variant="success">This device</Badge> : null}
        </div>
        <span className="text-muted-foreground">
          IP {session.ipAddress ?? 'unknown'} · signed in {formatDateTime(session.createdAt)} · last seen{' '}
          {formatRelativeAge(session.lastSeenAt)}
        </span>
      </div>
      {session.isCurrent ? null : (
        <Button size="sm" variant="outline" onClick={() => revoke.mutate(session.id)} disabled={revoke.isPending}>
          Revoke
        </Button>
      )}
    </li>
  );
}

export function SessionsPanel() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.isCurrent).length ?? 0;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Sessions</CardTitle>
          <CardDescription>Where your account is signed in. Revoke any you do not recognise.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => revokeOthers.mutate()} disabled={revokeOthers.isPending || others === 0}>
          <LogOut aria-hidden="true" />
          Sign out other sessions
        </Button>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <SkeletonRows rows={2} label="Loading sessions" />
        ) : sessions.isError ? (
          <ErrorState message={errorMessage(sessions.error, 'Failed to load sessions')} onRetry={() => void sessions.refetch()} />
        ) : (
          <ul className="divide-y">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
