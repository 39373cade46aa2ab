import { useState, type ReactNode } from 'react';
import type { QuoteRequestView } from '@gears/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteQuoteRequest } from '../api/requests-api.ts';
import { useRespondToQuote } from '../api/requests-workflow-api.ts';

export type QuoteActions = {
  onView: (quote: QuoteRequestView) => void;
  onAccept: (quote: QuoteRequestView) => void;
  onDecline: (quote: QuoteRequestView) => void;
  onDelete: (quote: QuoteRequestView) => void;
  /** The request whose accept or decline is on its way (its buttons read busy). */
  respondingId: string | null;
};

/** Accept, Decline and Delete for cards, rows and the details dialog, with their confirmations. */
export function useQuoteActions(
  onView: (quote: QuoteRequestView) => void,
  onDeleted?: (quote: QuoteRequestView) => void,
): { actions: QuoteActions; dialogs: ReactNode } {
  const respond = useRespondToQuote();
  const remove = useDeleteQuoteRequest();
  const [declining, setDeclining] = useState<QuoteRequestView | null>(null);
  const [deleting, setDeleting] = useState<QuoteRequestView | null>(null);

  const actions: QuoteActions = {
    onView,
    onAccept: (quote) => respond.mutate({ id: quote.id, action: 'accept' }),
    onDecline: setDeclining,
    onDelete: setDeleting,
    respondingId: respond.isPending ? (respond.variables?.id ?? null) : null,
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title="Decline this quote?"
        description={declining ? `${declining.title} will be cancelled. GEARS can send you a new quote on a new request.` : ''}
        confirmLabel={respond.isPending ? 'Declining…' : 'Decline quote'}
        destructive
        isPending={respond.isPending}
        onConfirm={() => declining && respond.mutate({ id: declining.id, action: 'decline' }, { onSettled: () => setDeclining(null) })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete quote request?"
        description={
          deleting?.deleteArchives
            ? `${deleting.title} has an order or invoice: it will be archived, not deleted, and its financial records are kept.`
            : deleting
              ? `${deleting.number} · ${deleting.title} and its items will be deleted. This cannot be undone.`
              : ''
        }
        confirmWord="DELETE"
        confirmLabel={remove.isPending ? 'Deleting…' : deleting?.deleteArchives ? 'Archive' : 'Delete'}
        destructive
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => onDeleted?.(deleting),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
  return { actions, dialogs };
}
