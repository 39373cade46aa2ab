import { invoicePaymentStatus, invoiceSearchStatus, searchResultPath } from '@gears/domain';
import { findHits } from '../../platform/search-hits.repo.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { invoiceSearchRows } from './search.repo.ts';

/** Invoices by number and the client's reference (PO) number; overdue is derived (ledger/invoice-status.rules.ts). */
export const invoiceSearchSource: SearchSource = {
  kind: 'invoice',
  readAction: 'ledger.read',
  findHits: (tx, companyId, term, limit, cap) => findHits(tx, 'search_invoice_hits', companyId, term, limit, cap),
  async loadResults(tx, ids, reader) {
    const rows = await invoiceSearchRows(tx, ids);
    return rows.map((i) => {
      const payment = invoicePaymentStatus(
        { status: i.status, total: i.total, amountPaid: i.amount_paid, dueDate: i.due_date },
        reader.today,
      );
      const status = invoiceSearchStatus(payment);
      return {
        kind: 'invoice',
        id: i.id,
        title: i.quote_title ? `${i.number} · ${i.quote_title}` : i.number,
        subtitle: i.reference_number ? `Ref ${i.reference_number}` : null,
        code: i.number,
        status: status.status,
        statusLabel: status.label,
        tone: status.tone,
        path: searchResultPath('invoice', i.id),
      };
    });
  },
};
