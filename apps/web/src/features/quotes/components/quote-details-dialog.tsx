import type { ReactNode } from 'react';
import { Check, Loader2, Trash2, X } from 'lucide-react';
import type { QuoteRequestView } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useQuoteRequest } from '../api/requests-api.ts';
import { canPayInvoices, PayNowButton } from '../../../components/pay-now-button.tsx';
import { AdminQuoteActions } from './admin-quote-actions.tsx';
import { EquipmentTypeBadge, formatDay, QuoteStatusBadge, UpdateBadge, UrgencyBadge } from './quote-display.tsx';
import { QuoteItemsManager } from './quote-items-manager.tsx';
import { QuoteTotals } from './quote-tax-totals.tsx';
import { ExpiryText, referenceOf } from './request-card.tsx';
import { StatusHistory } from './status-history.tsx';
import { SyncActions } from './sync-actions.tsx';
import type { QuoteActions } from './use-quote-actions.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function RequestInformation({ quote }: { quote: QuoteRequestView }) {
  const facts: [string, ReactNode][] = [
    ['Title', quote.title],
    ['Company', quote.companyName],
    ['Equipment', quote.equipment ? [quote.equipment.name, quote.equipment.model].filter(Boolean).join(' · ') : 'None'],
    ['Urgency', quote.urgencyLabel],
    ['Contact', [quote.contactName, quote.contactPhone].filter(Boolean).join(' · ') || '—'],
    ['Email', quote.contactEmail ?? '—'],
    ['Reference', referenceOf(quote)],
    ['Quote date', formatDay(quote.quoteDate)],
    ['Expiry', <ExpiryText key="expiry" quote={quote} />],
    ['Requested', `${formatDate(quote.createdAt)}${quote.createdBy?.name ? ` by ${quote.createdBy.name}` : ''}`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ClientActions({ quote, actions }: { quote: QuoteRequestView; actions: QuoteActions }) {
  const { me } = useSession();
  if (quote.view !== 'client') return null;
  const isResponding = actions.respondingId === quote.id;
  const canPay = quote.banner === 'payment_due' && canPayInvoices(me);
  if (!quote.canAccept && !quote.canDecline && !quote.canDelete && !canPay) return null;
  return (
    <div className="flex flex-wrap gap-2 border-t pt-3">
      {quote.canAccept ? (
        <Button onClick={() => actions.onAccept(quote)} disabled={isResponding}>
          {isResponding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
          Accept
        </Button>
      ) : null}
      {quote.canDecline ? (
        <Button variant="outline" onClick={() => actions.onDecline(quote)} disabled={isResponding}>
          <X aria-hidden="true" />
          Decline
        </Button>
      ) : null}
      {canPay ? <PayNowButton target={{ quoteRequestId: quote.id }} size="default" /> : null}
      {quote.canDelete ? (
        <Button variant="ghost" className="ml-auto text-destructive hover:bg-destructive/10" onClick={() => actions.onDelete(quote)}>
          <Trash2 aria-hidden="true" />
          Delete request
        </Button>
      ) : null}
    </div>
  );
}

/** spec 03 §2 'Quote Details': the request, its items and total, the workflow (admin) or accept / decline (client). */
export function QuoteDetailsDialog({ id, onClose, actions }: { id: string | null; onClose: () => void; actions: QuoteActions }) {
  const query = useQuoteRequest(id);
  const quote = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Quote Details</DialogTitle>
          <DialogDescription>
            {quote
              ? `${quote.number} · ${quote.title}`
              : notFound
                ? 'This quote request no longer exists, or belongs to another company.'
                : 'Loading the request'}
          </DialogDescription>
        </DialogHeader>
        {query.isPending && id ? <SkeletonRows rows={6} label="Loading quote details" /> : null}
        {query.isError && !notFound ? (
          <ErrorState message={errorMessage(query.error, 'Failed to load the quote request.')} onRetry={() => void query.refetch()} />
        ) : null}
        {quote ? (
          <div className="grid gap-5">
            <div className="flex flex-wrap gap-1.5">
              <QuoteStatusBadge status={quote.status} label={quote.statusLabel} />
              {quote.view === 'client' && quote.hasUpdate ? <UpdateBadge /> : null}
              {quote.equipmentType ? <EquipmentTypeBadge type={quote.equipmentType} /> : null}
              <UrgencyBadge urgency={quote.urgency} label={quote.urgencyLabel} />
            </div>
            <Section title="Request information">
              <RequestInformation quote={quote} />
            </Section>
            <Section title="Description">
              <p className="text-sm whitespace-pre-wrap">{quote.description || 'No description provided'}</p>
            </Section>
            {quote.clientNotes || (quote.view === 'admin' && quote.adminNotes) ? (
              <Section title="Notes">
                {quote.clientNotes ? <p className="text-sm whitespace-pre-wrap">{quote.clientNotes}</p> : null}
                {quote.view === 'admin' && quote.adminNotes ? (
                  <p className="text-sm whitespace-pre-wrap text-muted-foreground">Internal: {quote.adminNotes}</p>
                ) : null}
              </Section>
            ) : null}
            <Section title="Items">
              <QuoteItemsManager quote={quote} />
            </Section>
            <QuoteTotals quote={quote} />
            {quote.view === 'admin' ? (
              <>
                <AdminQuoteActions quote={quote} />
                {/* The accounting connector's push / retry: renders nothing unless a connector is configured and connected. */}
                <SyncActions quote={quote} />
                <Section title="Status history">
                  <StatusHistory events={quote.history} />
                </Section>
                {quote.canDelete ? (
                  <div className="flex justify-end border-t pt-3">
                    <Button variant="ghost" className="text-destructive hover:bg-destructive/10" onClick={() => actions.onDelete(quote)}>
                      <Trash2 aria-hidden="true" />
                      {quote.deleteArchives ? 'Archive request' : 'Delete request'}
                    </Button>
                  </div>
                ) : null}
              </>
            ) : (
              <ClientActions quote={quote} actions={actions} />
            )}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
