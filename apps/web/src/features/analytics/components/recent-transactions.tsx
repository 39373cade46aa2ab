import type { AnalyticsSummaryView } from '@gears/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/local-date.ts';

const typeLabels = { quote: 'Quote', order: 'Order', invoice: 'Invoice', payment: 'Payment' } as const;

/** spec 01 §3 recent transactions: the 10 newest quotes, orders, invoices and payments of the period. */
export function RecentTransactions({ transactions }: { transactions: AnalyticsSummaryView['summary']['recentTransactions'] }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">Recent transactions</CardTitle>
        <CardDescription>The 10 newest in the period.</CardDescription>
      </CardHeader>
      <CardContent>
        {transactions.length === 0 ? (
          <EmptyState
            title="No transactions in this period"
            description="Quotes, orders, invoices and payments appear here as they happen."
          />
        ) : (
          <ul className="divide-y text-sm">
            {transactions.map((t) => (
              <li key={`${t.type}-${t.id}`} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium">
                    {typeLabels[t.type]} {t.number}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {t.customerName} · {formatDay(t.date)}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{formatMoney(Number(t.amount))}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
