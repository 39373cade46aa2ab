import { Badge } from '../../../components/ui/badge.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePartQuotes } from '../api/stock-api.ts';

/** Parts quote requests, newest first (spec 02 §7); optionally those of one part. */
export function QuotesList({ partId }: { partId?: string }) {
  const quotes = usePartQuotes();
  if (quotes.isPending) return <SkeletonRows rows={3} label="Loading quote requests" />;
  if (quotes.isError)
    return <ErrorState message={errorMessage(quotes.error, 'Failed to load quote requests')} onRetry={() => void quotes.refetch()} />;
  const list = partId ? quotes.data.filter((q) => q.partId === partId) : quotes.data;
  if (list.length === 0) {
    return partId ? (
      <p className="text-sm text-muted-foreground">No quote requests for this part yet.</p>
    ) : (
      <EmptyState title="No quote requests yet" description="Open a part and choose Request quote to ask a vendor for a price." />
    );
  }
  return (
    <ul className="grid divide-y rounded-lg border bg-card" aria-label="Quote requests">
      {list.map((q) => (
        <li key={q.id} className="grid gap-1 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {q.unitsRequested} × {q.partName}
            </span>
            <span className="font-mono text-xs text-muted-foreground">{q.partNumber}</span>
            <Badge variant="info">{q.status === 'requested' ? 'Requested' : q.status}</Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            {q.vendor} · {formatDateTime(q.createdAt)}
            {q.requestedBy ? ` · ${q.requestedBy.name}` : ''}
          </p>
          {q.notes ? <p className="text-xs">{q.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}
