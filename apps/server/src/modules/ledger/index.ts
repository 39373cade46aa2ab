/** The ledger module's public face: what app.ts and other modules may use (ADR 0014). */
export { ledgerRoutes } from './ledger.routes.ts';
export { ledgerToday, mayPay } from './ledger.access.ts';
export { lockQuoteForLedger } from './quote-link.repo.ts';
export { invoiceSearchSource } from './search.source.ts';
/** The demo seed runs quote to cash through the ledger's own use cases (ADR 0016). */
export { convertQuote } from './convert.service.ts';
export { createPackage, updateOrder } from './ledger.service.ts';
/** The assistant's unpaid-invoices answer reads the invoices list (issue 18 item 3). */
export { listInvoices } from './ledger.service.ts';
export { ledgerRoutePermissions } from './ledger.permissions.ts';
