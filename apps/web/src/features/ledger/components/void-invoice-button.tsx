import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { useVoidInvoice } from '../api/fulfilment-api.ts';

/** The word typed to confirm (spec 03 §2's typed-word confirmation). */
export const voidConfirmWord = 'VOID';
const reasonMax = 500;

/** Provider admin: void an issued, unpaid invoice (never deleted: DESIGN §6) with an optional reason kept on it; the quote can be invoiced again (ADR 0005). */
export function VoidInvoiceButton({ invoice }: { invoice: { id: string; number: string } }) {
  const voidInvoice = useVoidInvoice();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = `void-${invoice.id}-reason`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setReason('');
  };

  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setOpen(true)} aria-label={`Void ${invoice.number}`}>
        <Ban aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Void</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Void invoice ${invoice.number}?`}
        description="The invoice stays on record marked void and can no longer be paid; its order is cancelled unless delivered. The quote goes back to 'Accepted by Client' so it can be invoiced again. This cannot be undone."
        confirmLabel="Void invoice"
        destructive
        confirmWord={voidConfirmWord}
        isPending={voidInvoice.isPending}
        onConfirm={() => voidInvoice.mutate({ id: invoice.id, reason }, { onSuccess: () => onOpenChange(false) })}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={reasonMax}
            rows={3}
            className="min-h-20"
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
