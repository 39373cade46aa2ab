import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSecurityEvents } from '../api/admin-api.ts';

export function SecurityEventsTab() {
  const events = useSecurityEvents();
  if (events.isPending) return <SkeletonRows label="Loading security events" />;
  if (events.isError)
    return <ErrorState message={errorMessage(events.error, 'Failed to load security events')} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0)
    return <EmptyState title="No security events" description="Sign-ins, impersonation and other sensitive actions are listed here." />;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Actor</TableHead>
          <TableHead className="hidden md:table-cell">Details</TableHead>
          <TableHead>When</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.data.map((event) => (
          <TableRow key={event.id}>
            <TableCell className="font-mono text-xs">{event.eventType}</TableCell>
            <TableCell className="max-w-48 truncate">{event.actorEmail ?? '—'}</TableCell>
            <TableCell className="hidden max-w-md md:table-cell">
              <code className="line-clamp-2 text-xs break-all text-muted-foreground">
                {Object.keys(event.details).length > 0 ? JSON.stringify(event.details) : '—'}
              </code>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(event.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
