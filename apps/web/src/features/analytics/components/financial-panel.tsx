import type { AnalyticsSummaryView, FinancialAnalyticsView } from '@gears/domain';
import { agingBucketLabels, funnelStageLabels, funnelStages } from '@gears/domain/analytics/financial.rules';
import { formatMoney } from '../../../lib/format.ts';
import { useAnalytics, type AnalyticsSelection } from '../api/analytics-api.ts';
import { ChartCard } from './chart-card.tsx';
import { dollars, monthLabel, percentText, seriesColors, type DataColumn } from './chart-data.ts';
import { BarsChart } from './charts.lazy.ts';
import { PanelState } from './panel-state.tsx';
import { RecentTransactions } from './recent-transactions.tsx';
import { StatGrid } from './stat-grid.tsx';

type Month = FinancialAnalyticsView['byMonth'][number];

/** Paid reads green (money in), not red. */
const stageColors = { quotes: seriesColors[0], orders: seriesColors[1], invoices: seriesColors[4], paid: seriesColors[2] };
type Bucket = FinancialAnalyticsView['overdue']['buckets'][number];

const monthColumns: DataColumn<Month>[] = [
  { header: 'Month', value: (m) => m.month, display: (m) => monthLabel(m.month) },
  ...funnelStages.flatMap((stage): DataColumn<Month>[] => [
    { header: `${funnelStageLabels[stage]} (count)`, value: (m) => m[stage].count },
    { header: `${funnelStageLabels[stage]} (value)`, value: (m) => m[stage].value, display: (m) => formatMoney(Number(m[stage].value)) },
  ]),
];
const bucketColumns: DataColumn<Bucket>[] = [
  { header: 'Days past due', value: (b) => agingBucketLabels[b.bucket] },
  { header: 'Invoices', value: (b) => b.count },
  { header: 'Balance', value: (b) => b.value, display: (b) => formatMoney(Number(b.value)) },
];

/** Financial analytics (spec 03 §9's second hub view): the quote-to-cash funnel by month, overdue invoices, averages. */
export function FinancialPanel({ selection, summary }: { selection: AnalyticsSelection; summary?: AnalyticsSummaryView['summary'] }) {
  const query = useAnalytics('financial', selection);
  return <PanelState query={query}>{(data) => <FinancialFigures data={data} recent={summary?.recentTransactions ?? []} />}</PanelState>;
}

export function FinancialFigures({
  data,
  recent,
}: {
  data: FinancialAnalyticsView;
  recent: AnalyticsSummaryView['summary']['recentTransactions'];
}) {
  const byMonth = data.byMonth.map((m) => ({ month: m.month, ...Object.fromEntries(funnelStages.map((s) => [s, dollars(m[s].value)])) }));
  const f = data.funnel;
  return (
    <div className="grid grid-cols-1 gap-4">
      <StatGrid
        label="Financial figures"
        stats={[
          {
            label: 'Quotes → orders',
            value: percentText(data.conversion.quoteToOrder),
            hint: `${f.orders.count} orders from ${f.quotes.count} quotes`,
          },
          { label: 'Orders → invoices', value: percentText(data.conversion.orderToInvoice), hint: `${f.invoices.count} invoices` },
          { label: 'Invoices → paid', value: percentText(data.conversion.invoiceToPaid), hint: `${f.paid.count} paid` },
          { label: 'Average invoice', value: formatMoney(Number(data.averages.invoiceValue)) },
          { label: 'Days to pay', value: data.averages.daysToPay ?? '–', hint: 'Invoice date to payment, on average' },
        ]}
      />
      <ChartCard
        title="Quote to cash by month"
        description="Value of quotes issued, orders placed, invoices issued and invoices paid each month."
        name="quote-to-cash"
        range={data.range}
        rows={data.byMonth}
        columns={monthColumns}
        isEmpty={data.byMonth.every((m) => funnelStages.every((s) => m[s].count === 0))}
        emptyTitle="No quotes, orders or invoices in this period"
        emptyHint="Quotes sent from Quotes, and the orders, invoices and payments that follow them, are counted here by month."
        chart={
          <BarsChart
            data={byMonth}
            xKey="month"
            xFormat={monthLabel}
            money
            series={funnelStages.map((s) => ({ key: s, label: funnelStageLabels[s], color: stageColors[s] }))}
          />
        }
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ChartCard
          title="Overdue invoices by age"
          description={`${data.overdue.count} invoices, ${formatMoney(Number(data.overdue.value))} outstanding past their due date today.`}
          name="overdue-invoices"
          range={data.range}
          rows={data.overdue.buckets}
          columns={bucketColumns}
          isEmpty={data.overdue.count === 0}
          emptyTitle="No overdue invoices"
          emptyHint="Issued invoices with a balance left after their due date are grouped here by how late they are."
          chart={
            <BarsChart
              data={data.overdue.buckets.map((b) => ({ bucket: agingBucketLabels[b.bucket], balance: dollars(b.value) }))}
              xKey="bucket"
              money
              series={[{ key: 'balance', label: 'Balance', color: seriesColors[3] }]}
            />
          }
        />
        <RecentTransactions transactions={recent} />
      </div>
    </div>
  );
}
