import type { AnalyticsSummaryView } from '@gears/domain';
import { formatWholeDollars } from '../../../lib/format.ts';
import { StatGrid } from './stat-grid.tsx';

const $ = (value: string) => formatWholeDollars(Number(value));

/**
 * spec 01 §3 analytics summary, every figure from the server (whole dollars on summary cards, DESIGN §6). Counts and
 * values cover the period; overdue invoices and monthly spending are as of today.
 */
export function SummaryCards({ summary: s }: { summary: AnalyticsSummaryView['summary'] }) {
  return (
    <StatGrid
      label="Summary for the period"
      stats={[
        { label: 'Quotes issued', value: s.totalQuotes, hint: `${$(s.totalQuoteValue)} quoted` },
        { label: 'Quotes accepted', value: s.acceptedQuotes, hint: `of ${s.totalQuotes} issued` },
        { label: 'Orders', value: s.totalOrders, hint: `${$(s.totalOrderValue)} ordered` },
        { label: 'Invoices', value: s.totalInvoices, hint: `${$(s.totalInvoiceValue)} invoiced` },
        { label: 'Invoices paid', value: s.paidInvoices, hint: `${$(s.paidInvoiceValue)} received` },
        { label: 'Overdue invoices', value: s.overdueInvoices, hint: `${$(s.overdueInvoiceValue)} outstanding today` },
        { label: 'Paid this month', value: $(s.monthlySpending), hint: 'Payments this calendar month' },
        { label: 'Average quote', value: $(s.avgQuoteValue), hint: 'Quote value ÷ quotes' },
        { label: 'Average order', value: $(s.avgOrderValue), hint: 'Order value ÷ orders' },
      ]}
    />
  );
}
