import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { DocumentSummary, DocumentType } from '@gears/domain';
import { defaultDocumentSort } from '@gears/domain/ledger/documents.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { isFiltered, useDocuments, type DocumentFilters } from '../api/documents-api.ts';
import { DocumentCard } from './document-card.tsx';
import { DocumentFilterBar, type DocumentFilterDraft } from './document-filter-bar.tsx';
import { DocumentViewerDialog } from './document-viewer-dialog.tsx';

/** Typing settles for this long before the list is asked again. */
export const documentSearchDebounceMs = 300;

export const emptyFilterDraft: DocumentFilterDraft = { text: '', period: 'all_time', sort: defaultDocumentSort };

/** spec 03 §2 section labels. */
export const documentSectionLabels: Readonly<Record<DocumentType, string>> = {
  quote: 'Quotes',
  order: 'Sales Orders',
  invoice: 'Invoices',
  package: 'Shipping Orders',
};

const emptyStates: Readonly<Record<DocumentType, { title: string; description: string; filtered: string }>> = {
  quote: {
    title: 'No Quotes Found',
    description: "You don't have any quotes yet. Check back later or contact GEARS for new quotes.",
    filtered: 'No quotes match your search criteria. Try a different search term or clear the filter.',
  },
  order: {
    title: 'No Orders Found',
    description: 'Orders will appear here once quotes are accepted.',
    filtered: 'No orders match your search criteria. Try a different search term or clear the filter.',
  },
  invoice: {
    title: 'No Invoices Found',
    description: 'Invoices will appear here once quotes are converted.',
    filtered: 'No invoices match your search criteria. Try a different search term or clear the filter.',
  },
  package: {
    title: 'No Shipping Documents Found',
    description: 'Packing slips appear here once an order is shipped.',
    filtered: 'No shipping documents match your search criteria. Try a different search term or clear the filter.',
  },
};

const loadErrors: Readonly<Record<DocumentType, string>> = {
  quote: 'Failed to fetch quotes',
  order: 'Failed to fetch orders',
  invoice: 'Failed to fetch invoices',
  package: 'Failed to fetch shipping documents',
};

type DocumentsPanelProps = {
  type: DocumentType;
  draft: DocumentFilterDraft;
  onDraftChange: (next: DocumentFilterDraft) => void;
  /** A provider admin's all-company view may narrow to one company. */
  companyId?: string;
  canPay: boolean;
};

/** One documents tab: the filter bar, the cards, skeletons, empty and error states, 'Load more' and the viewer. */
export function DocumentsPanel({ type, draft, onDraftChange, companyId, canPay }: DocumentsPanelProps) {
  const q = useDebouncedValue(draft.text, documentSearchDebounceMs);
  const filters: DocumentFilters = { q, period: draft.period, sort: draft.sort };
  const documents = useDocuments(type, filters, companyId);
  const [viewing, setViewing] = useState<DocumentSummary | null>(null);
  const list = documents.data?.pages.flatMap((page) => page.documents) ?? [];
  const empty = emptyStates[type];
  const clear = () => onDraftChange(emptyFilterDraft);

  return (
    <section className="grid gap-3" aria-labelledby={`documents-${type}-heading`}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={`documents-${type}-heading`} className="text-sm font-semibold">
          {documentSectionLabels[type]}
        </h3>
        {documents.isFetching && !documents.isPending ? (
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Updating" />
        ) : null}
      </div>
      <DocumentFilterBar type={type} value={draft} onChange={onDraftChange} onClear={clear} />
      {documents.isPending ? (
        <DocumentSkeletons count={type === 'package' ? 3 : 4} label={`Loading ${documentSectionLabels[type].toLowerCase()}`} />
      ) : documents.isError && list.length === 0 ? (
        <ErrorState message={errorMessage(documents.error, loadErrors[type])} onRetry={() => void documents.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title={empty.title}
          description={isFiltered(filters) ? empty.filtered : empty.description}
          action={
            isFiltered(filters) ? (
              <Button variant="outline" size="sm" onClick={clear}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="grid gap-2" aria-label={documentSectionLabels[type]}>
            {list.map((document) => (
              <DocumentCard key={document.id} document={document} onView={setViewing} canPay={canPay} />
            ))}
          </ul>
          {documents.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void documents.fetchNextPage()}
              disabled={documents.isFetchingNextPage}
            >
              {documents.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Load more
            </Button>
          ) : null}
          {documents.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {errorMessage(documents.error, loadErrors[type])}
            </p>
          ) : null}
        </>
      )}
      <DocumentViewerDialog document={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </section>
  );
}

export function DocumentSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="grid gap-2 rounded-lg border bg-card p-3">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-2/3" />
          <div className="flex justify-end gap-2">
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-8 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
