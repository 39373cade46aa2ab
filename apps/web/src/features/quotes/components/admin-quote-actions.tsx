import { useState } from 'react';
import { ArrowRight, Ban, CheckCheck, FileText, Loader2, Send } from 'lucide-react';
import type { AdminQuoteRequest, QuoteStatus } from '@gears/domain';
import { isConvertibleQuoteStatus, quoteAdminLabels } from '@gears/domain/quotes/quote-status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { useChangeQuoteStatus, useSendQuote } from '../api/requests-workflow-api.ts';
import { ConvertDialog } from './convert-dialog.tsx';

/**
 * Statuses set by their own action, not by the plain status list: sending (numbers and emails the quote), the
 * conversion (creates the order and invoice), payment (the webhook), completion and cancellation (own buttons),
 * and the accounting connector's statuses (no connector here: our ledger is the books).
 */
const ownActionStatuses: readonly QuoteStatus[] = [
  'sent_to_client',
  'sent_to_books',
  'invoiced',
  'payment_due',
  'paid',
  'completed',
  'cancelled',
  'sent_to_zoho',
  'zoho_failed',
];
export const manualNextStatuses = (quote: AdminQuoteRequest): QuoteStatus[] =>
  quote.allowedTransitions.filter((status) => !ownActionStatuses.includes(status));

const sendableFrom: readonly QuoteStatus[] = ['new', 'submitted', 'processing', 'vendor_requested', 'vendor_responded', 'sent_to_client'];

type Confirming = 'complete' | 'cancel' | null;

/** The provider's workflow for one request: only the legal next steps of spec 03 §4 (the server enforces them too). */
export function AdminQuoteActions({ quote }: { quote: AdminQuoteRequest }) {
  const change = useChangeQuoteStatus();
  const send = useSendQuote();
  const [next, setNext] = useState<QuoteStatus | ''>('');
  const [converting, setConverting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const manual = manualNextStatuses(quote);
  const canSend = sendableFrom.includes(quote.status);
  const canComplete = quote.allowedTransitions.includes('completed');
  const canCancel = quote.allowedTransitions.includes('cancelled');
  const busy = change.isPending || send.isPending;

  return (
    <section aria-label="Workflow" className="grid gap-3 rounded-lg border bg-muted/30 p-3">
      <div className="flex flex-wrap items-end gap-2">
        {manual.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <NativeSelect
              aria-label="Next status"
              className="w-56"
              value={next}
              onChange={(event) => setNext(event.target.value as QuoteStatus | '')}
            >
              <option value="">Move to status…</option>
              {manual.map((status) => (
                <option key={status} value={status}>
                  {quoteAdminLabels[status]}
                </option>
              ))}
            </NativeSelect>
            <Button
              size="sm"
              variant="outline"
              disabled={!next || busy}
              onClick={() => next && change.mutate({ id: quote.id, status: next }, { onSuccess: () => setNext('') })}
            >
              {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
              Update status
            </Button>
          </div>
        ) : null}
        {canSend ? (
          <Button size="sm" disabled={!quote.isReadyToSend || busy} onClick={() => send.mutate({ id: quote.id })}>
            {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {quote.status === 'sent_to_client' ? 'Send to client again' : 'Send to client'}
          </Button>
        ) : null}
        {isConvertibleQuoteStatus(quote.status) ? (
          <Button size="sm" onClick={() => setConverting(true)} disabled={busy}>
            <FileText aria-hidden="true" />
            Convert to invoice
          </Button>
        ) : null}
        {canComplete ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming('complete')} disabled={busy}>
            <CheckCheck aria-hidden="true" />
            Mark completed
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10"
            onClick={() => setConfirming('cancel')}
            disabled={busy}
          >
            <Ban aria-hidden="true" />
            Cancel request
          </Button>
        ) : null}
      </div>
      {canSend && !quote.isReadyToSend ? (
        <p className="text-xs text-muted-foreground">To send the quote, add at least one item and enter a vendor price for every item.</p>
      ) : null}
      {canSend && quote.isReadyToSend && !quote.contactEmail ? (
        <p className="text-xs text-muted-foreground">
          Quote does not have a contact email: it will appear in the client's portal without an email.
        </p>
      ) : null}

      <ConvertDialog quote={quote} open={converting} onOpenChange={setConverting} />
      <ConfirmDialog
        open={confirming === 'complete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Mark this request completed?"
        description={`${quote.title} will be closed as completed. Completed requests cannot change status again.`}
        confirmLabel={change.isPending ? 'Saving…' : 'Mark completed'}
        isPending={change.isPending}
        onConfirm={() => change.mutate({ id: quote.id, status: 'completed' }, { onSettled: () => setConfirming(null) })}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Cancel this quote request?"
        description={`${quote.title} will be cancelled. A cancelled request cannot be reopened.`}
        confirmWord="CANCEL"
        confirmLabel={change.isPending ? 'Cancelling…' : 'Cancel request'}
        destructive
        isPending={change.isPending}
        onConfirm={() => change.mutate({ id: quote.id, status: 'cancelled' }, { onSettled: () => setConfirming(null) })}
      />
    </section>
  );
}
