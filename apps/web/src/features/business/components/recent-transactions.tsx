import type { RecentTransaction, TransactionType } from '@gears/domain';
import { invoicePaymentStatusLabels } from '@gears/domain/ledger/invoice-status.rules';
import { quoteStatusLabel } from '@gears/domain/quotes/quote-status.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/local-date.ts';

const typeLabels: Readonly<Record<TransactionType, string>> = {
  quote: 'Quote',
  order: 'Sales order',
  invoice: 'Invoice',
  payment: 'Payment',
};

const capitalise = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A transaction's status in the reader's words: quotes use the admin or client labels of spec 03 §4. */
export function transactionStatusLabel(t: Pick<RecentTransaction, 'type' | 'status'>, audience: 'admin' | 'client'): string {
  if (t.type === 'quote') return quoteStatusLabel(t.status, audience);
  if (t.type === 'invoice' && t.status === 'issued') return invoicePaymentStatusLabels.unpaid;
  if (t.type === 'payment') return 'Received';
  return capitalise(t.status);
}

const isSettled = (t: Pick<RecentTransaction, 'type' | 'status'>) =>
  t.type === 'payment' || t.status === 'paid' || t.status === 'completed' || t.status === 'delivered';

type RecentTransactionsProps = { transactions: RecentTransaction[]; audience: 'admin' | 'client'; showCustomer: boolean };

/** The 10 most recent quotes, orders, invoices and payments (spec 01 §3, spec 01 §9 cap of 10). */
export function RecentTransactions({ transactions, audience, showCustomer }: RecentTransactionsProps) {
  if (transactions.length === 0) return <p className="text-sm text-muted-foreground">No transactions yet.</p>;
  return (
    <Table cards aria-label="Recent transactions">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead className="hidden sm:table-cell">Type</TableHead>
          <TableHead>Number</TableHead>
          {showCustomer ? <TableHead className="hidden sm:table-cell">Customer</TableHead> : null}
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((t) => (
          <TableRow key={`${t.type}-${t.id}`}>
            <TableCell label="Date" className="whitespace-nowrap">
              {formatDay(t.date)}
            </TableCell>
            <TableCell label="Type" className="hidden sm:table-cell">
              {typeLabels[t.type]}
            </TableCell>
            <TableCell label="Number">
              <span className="font-mono text-xs whitespace-nowrap">{t.number}</span>
            </TableCell>
            {showCustomer ? (
              <TableCell label="Customer" className="hidden sm:table-cell">
                {t.customerName}
              </TableCell>
            ) : null}
            <TableCell label="Status" className="hidden sm:table-cell">
              <Badge variant={isSettled(t) ? 'success' : 'secondary'}>{transactionStatusLabel(t, audience)}</Badge>
            </TableCell>
            <TableCell label="Amount" className="text-right font-medium tabular-nums">
              {formatMoney(t.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
