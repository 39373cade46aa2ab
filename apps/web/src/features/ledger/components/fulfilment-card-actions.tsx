import { useState } from 'react';
import { Truck } from 'lucide-react';
import type { DocumentSummary } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { canVoidInvoice, isProviderAdmin } from '../api/fulfilment-api.ts';
import { OrderDialog } from './order-dialog.tsx';
import { VoidInvoiceButton } from './void-invoice-button.tsx';

/**
 * The provider's actions on a documents card (admin, not impersonating): 'Manage' on an order opens its Order
 * dialog; 'Void' on an issued, unpaid invoice. Clients and impersonating admins get nothing here.
 */
export function FulfilmentCardActions({ document }: { document: DocumentSummary }) {
  const { me } = useSession();
  if (!isProviderAdmin(me)) return null;
  if (document.type === 'order') return <ManageOrderButton order={document} />;
  if (document.type === 'invoice' && canVoidInvoice(document)) return <VoidInvoiceButton invoice={document} />;
  return null;
}

function ManageOrderButton({ order }: { order: DocumentSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="min-w-11" onClick={() => setOpen(true)} aria-label={`Manage ${order.number}`}>
        <Truck aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Manage</span>
      </Button>
      <OrderDialog order={order} open={open} onOpenChange={setOpen} />
    </>
  );
}
