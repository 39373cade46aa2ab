import { AlertTriangle, Banknote, CalendarClock, FileText, Package, Send, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import type { AnalyticsSummary } from '@gears/domain';
import { cn } from '../../../lib/cn.ts';
import { formatWholeDollars } from '../../../lib/format.ts';
import { dateOfIso } from '../../../lib/local-date.ts';

export type Insight = { label: string; value: string; detail: string; icon: LucideIcon; tone?: 'alert' };

const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * spec 03 §2 insight cards, every figure and every second line computed from the summary (DESIGN §6: no fixed
 * '+12% from last month'). Active orders come from the orders list (confirmed + processing).
 */
export function headlineInsights(s: AnalyticsSummary, activeOrders: { count: number; isCapped: boolean } | null): Insight[] {
  return [
    {
      label: 'Total Quote Value',
      value: formatWholeDollars(s.totalQuoteValue),
      detail:
        s.totalQuotes === 0 ? 'No quotes sent yet' : `${plural(s.totalQuotes, 'quote')} · average ${formatWholeDollars(s.avgQuoteValue)}`,
      icon: FileText,
    },
    {
      label: 'Sent Quotes',
      value: s.totalQuotes.toLocaleString(),
      detail:
        s.totalQuotes === 0
          ? 'None sent yet'
          : `${s.acceptedQuotes.toLocaleString()} accepted (${percent(s.acceptedQuotes, s.totalQuotes)}%)`,
      icon: Send,
    },
    {
      label: 'Active Orders',
      value: activeOrders ? `${activeOrders.count.toLocaleString()}${activeOrders.isCapped ? '+' : ''}` : '—',
      detail: `${plural(s.totalOrders, 'order')} in all · ${formatWholeDollars(s.totalOrderValue)}`,
      icon: Package,
    },
    {
      label: 'Overdue Invoices',
      value: s.overdueInvoices.toLocaleString(),
      detail: s.overdueInvoices === 0 ? 'Nothing past due' : `${formatWholeDollars(s.overdueInvoiceValue)} past due`,
      icon: AlertTriangle,
      tone: s.overdueInvoices > 0 ? 'alert' : undefined,
    },
  ];
}

/** 'November 2026' for the summary's today (YYYY-MM-DD). */
const monthOf = (today: string) => dateOfIso(today).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });

export function moneyInsights(s: AnalyticsSummary, today: string): Insight[] {
  return [
    {
      label: 'Paid Invoices',
      value: formatWholeDollars(s.paidInvoiceValue),
      detail: `${plural(s.paidInvoices, 'invoice')} of ${s.totalInvoices.toLocaleString()} paid`,
      icon: Wallet,
    },
    {
      label: 'Paid This Month',
      value: formatWholeDollars(s.monthlySpending),
      detail: `Invoices paid in ${monthOf(today)}`,
      icon: CalendarClock,
    },
    {
      label: 'Average Quote',
      value: formatWholeDollars(s.avgQuoteValue),
      detail: s.totalQuotes === 0 ? 'No quotes yet' : `Across ${plural(s.totalQuotes, 'quote')}`,
      icon: TrendingUp,
    },
    {
      label: 'Average Order',
      value: formatWholeDollars(s.avgOrderValue),
      detail: s.totalOrders === 0 ? 'No orders yet' : `Across ${plural(s.totalOrders, 'order')}`,
      icon: Banknote,
    },
  ];
}

export function InsightGrid({ insights, label }: { insights: Insight[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 lg:grid-cols-4">
      {insights.map((insight) => (
        <li
          key={insight.label}
          className={cn(
            'grid content-start gap-1 rounded-lg border bg-card p-3 shadow-xs',
            insight.tone === 'alert' && 'border-destructive/50',
          )}
        >
          <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
            {insight.label}
            <insight.icon
              className={cn('size-4', insight.tone === 'alert' ? 'text-destructive' : 'text-muted-foreground')}
              aria-hidden="true"
            />
          </span>
          <span className="text-xl font-semibold tabular-nums sm:text-2xl">{insight.value}</span>
          <span className="text-xs text-muted-foreground">{insight.detail}</span>
        </li>
      ))}
    </ul>
  );
}
