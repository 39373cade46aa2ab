import type { DocumentType } from '@gears/domain';

/** spec 03 §2: the ledger's four document lists, in the order the documents area and the business overview show them. */
export const documentTabs: readonly { type: DocumentType; label: string }[] = [
  { type: 'quote', label: 'Quotes' },
  { type: 'order', label: 'Orders' },
  { type: 'invoice', label: 'Invoices' },
  { type: 'package', label: 'Shipping' },
];
