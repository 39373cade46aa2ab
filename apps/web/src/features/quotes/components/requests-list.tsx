import type { QuoteRequestView } from '@gears/domain';
import { Loader2, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useProgressiveCount } from '../../../lib/use-progressive-count.ts';
import { useQuoteRequests, type RequestFilters } from '../api/requests-api.ts';
import { RequestCard } from './request-card.tsx';
import { RequestsTable } from './requests-table.tsx';
import type { QuoteActions } from './use-quote-actions.tsx';

type RequestsListProps = {
  filters: RequestFilters;
  /** The provider's desk table instead of cards (admin, not impersonating, on a wide screen). */
  asTable: boolean;
  actions: QuoteActions;
  onCreate: (() => void) | null;
};

function CardSkeletons() {
  return (
    <div role="status" aria-label="Loading quote requests" className="grid gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-lg border p-4">
          <Skeleton className="h-5 w-2/3" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-9 w-40" />
        </div>
      ))}
    </div>
  );
}

/** The cards below a phone's first screen render right after the first paint (ADR 0038). */
function RequestCards({ quotes, actions }: { quotes: QuoteRequestView[]; actions: QuoteActions }) {
  const shown = useProgressiveCount(quotes.length);
  return (
    <div className="grid gap-3" aria-label="Quote requests" role="list">
      {quotes.slice(0, shown).map((quote) => (
        <div key={quote.id} role="listitem">
          <RequestCard quote={quote} actions={actions} />
        </div>
      ))}
    </div>
  );
}

/** The request cards (or the admin's table), with skeletons, an honest empty state, errors with retry and 'Load more'. */
export function RequestsList({ filters, asTable, actions, onCreate }: RequestsListProps) {
  const query = useQuoteRequests(filters);
  const quotes = query.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Boolean(filters.companyId || filters.status);

  if (query.isPending) return <CardSkeletons />;
  if (query.isError && quotes.length === 0) {
    return (
      <ErrorState
        message={`Failed to load quote requests: ${errorMessage(query.error, 'Please try again.')}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (quotes.length === 0) {
    return (
      <EmptyState
        title="No Quote Requests Found"
        description={
          isFiltered
            ? 'No quote requests match these filters. Clear a filter to see more.'
            : 'Request a quote for parts, repairs or service and GEARS will price it for you.'
        }
        action={
          onCreate && !isFiltered ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Create First Quote
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <div className="grid gap-3">
      {asTable ? <RequestsTable quotes={quotes} actions={actions} /> : <RequestCards quotes={quotes} actions={actions} />}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      {query.isError ? (
        <p className="text-center text-sm text-destructive">{errorMessage(query.error, 'Could not load more requests.')}</p>
      ) : null}
    </div>
  );
}
