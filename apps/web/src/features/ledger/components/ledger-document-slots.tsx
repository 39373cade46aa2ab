import type { LedgerSlots } from '../../../components/ledger-slots.tsx';
import { FulfilmentCardActions } from './fulfilment-card-actions.tsx';
import { OrderPanel } from './order-panel.tsx';

/** What the ledger shows inside the documents lists (components/ledger-slots.tsx): card actions, an order's fulfilment. */
export const ledgerDocumentSlots: LedgerSlots = {
  documentActions: (document) => <FulfilmentCardActions document={document} />,
  orderFulfilment: (orderId) => <OrderPanel orderId={orderId} manage={false} />,
};
