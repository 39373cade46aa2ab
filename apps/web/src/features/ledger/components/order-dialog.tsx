import type { DocumentSummary } from '@gears/domain';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DocumentStatusBadge } from '../../../components/document-badges.tsx';
import { OrderPanel } from './order-panel.tsx';

type OrderDialogProps = {
  order: Pick<DocumentSummary, 'id' | 'number' | 'title' | 'customerName' | 'type' | 'status' | 'paymentStatus' | 'statusLabel'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The provider's 'Order' dialog from an Orders card: status, delivery date and shipping packages. */
export function OrderDialog({ order, open, onOpenChange }: OrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            Order <span className="font-mono">{order.number}</span>
            <DocumentStatusBadge document={order} />
          </DialogTitle>
          <DialogDescription>
            {order.customerName} · {order.title}
          </DialogDescription>
        </DialogHeader>
        {open ? <OrderPanel orderId={order.id} manage /> : null}
      </DialogContent>
    </Dialog>
  );
}
