import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentSummary } from '@gears/domain';

/**
 * The ledger's pieces inside the documents lists: a card's provider actions (manage an order, void an invoice) and an
 * order's fulfilment in the document viewer. Features never import each other (ADR 0013), so the page that composes
 * both (app/pages/quotes-page.tsx) provides them; without a provider the lists show neither.
 */
export type LedgerSlots = {
  documentActions: (document: DocumentSummary) => ReactNode;
  orderFulfilment: (orderId: string) => ReactNode;
};

const LedgerSlotsContext = createContext<LedgerSlots>({ documentActions: () => null, orderFulfilment: () => null });

export const LedgerSlotsProvider = LedgerSlotsContext.Provider;

export const useLedgerSlots = (): LedgerSlots => useContext(LedgerSlotsContext);
