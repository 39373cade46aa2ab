import {
  assistantListLimit,
  centsOfAmount,
  countOf,
  dashboardOpenQuoteStatuses,
  searchResultPath,
  usdOfCents,
  type Invoice,
  type QuoteRequestView,
} from '@gears/domain';
import { listInvoices } from '../ledger/index.ts';
import { listQuotes } from '../quotes/index.ts';
import { tooMany, type ToolContext, type ToolResult } from './assistant.context.ts';

const quoteName = (q: QuoteRequestView): string => `${q.quoteNumber ?? 'Request'} ${q.title}`;
const quoteTotal = (q: QuoteRequestView): number | null => (q.view === 'admin' ? q.totalClientCost : q.totalClientCost);

/** Open quote requests (the dashboard's rule: every status before paid, closed or declined), with their priced value. */
export async function openQuotes(ctx: ToolContext): Promise<ToolResult> {
  const page = await listQuotes(ctx.tx, ctx.scope, { hideDemo: 'false', includeArchived: 'false', limit: 100 });
  const open = page.items.filter((q) => (dashboardOpenQuoteStatuses as readonly string[]).includes(q.status));
  const priced = open.filter((q) => (quoteTotal(q) ?? 0) > 0);
  const valueCents = priced.reduce((s, q) => s + BigInt(centsOfAmount(quoteTotal(q)!)), 0n);
  const shown = open.slice(0, assistantListLimit);
  const more = page.nextCursor ? ' (the newest 100 requests read)' : '';
  const text =
    open.length === 0
      ? 'You have no open quote requests.'
      : `You have ${countOf(open.length, 'open quote request')}${more}; the ${countOf(priced.length, 'priced one is', 'priced ones are')} worth ${usdOfCents(valueCents)}:\n${shown
          .map(
            (q) =>
              `• ${quoteName(q)} — ${q.statusLabel}${(quoteTotal(q) ?? 0) > 0 ? ` — ${usdOfCents(centsOfAmount(quoteTotal(q)!))}` : ''}`,
          )
          .join('\n')}${tooMany(shown.length, open.length)}`;
  return {
    intent: 'open_quotes',
    text,
    facts: {
      openQuotes: open.length,
      pricedValue: usdOfCents(valueCents),
      quotes: open
        .slice(0, 25)
        .map((q) => ({ id: q.id, number: q.quoteNumber, title: q.title, status: q.statusLabel, total: quoteTotal(q) })),
    },
    citations: shown.map((q) => ({ kind: 'quote' as const, id: q.id, label: quoteName(q), href: searchResultPath('quote', q.id) })),
    suggestions: ['Which invoices are unpaid?'],
  };
}

const invoiceLine = (i: Invoice): string =>
  `• ${i.number} ${i.subject} — balance ${usdOfCents(centsOfAmount(i.balance))}, due ${i.dueDate}${i.isOverdue ? ' (overdue)' : ''}`;

/** Issued invoices with a balance left (or only the overdue ones), and what is owed in all, to the cent. */
export async function openInvoices(ctx: ToolContext, overdueOnly: boolean): Promise<ToolResult> {
  const { invoices } = await listInvoices(ctx.tx, ctx.scope, { status: overdueOnly ? 'overdue' : 'issued', limit: 500 }, ctx.today);
  const unpaid = invoices.filter((i) => centsOfAmount(i.balance) > 0);
  const owedCents = unpaid.reduce((s, i) => s + BigInt(centsOfAmount(i.balance)), 0n);
  const overdue = unpaid.filter((i) => i.isOverdue).length;
  const shown = unpaid.slice(0, assistantListLimit);
  const what = overdueOnly ? 'overdue invoice' : 'unpaid invoice';
  const text =
    unpaid.length === 0
      ? `You have no ${what}s.`
      : `You have ${countOf(unpaid.length, what)} with ${usdOfCents(owedCents)} left to pay${!overdueOnly && overdue > 0 ? ` (${overdue} overdue)` : ''}:\n${shown
          .map(invoiceLine)
          .join('\n')}${tooMany(shown.length, unpaid.length)}`;
  return {
    intent: 'open_invoices',
    text,
    facts: {
      invoices: unpaid.length,
      overdue,
      balanceDue: usdOfCents(owedCents),
      list: unpaid.slice(0, 25).map((i) => ({
        id: i.id,
        number: i.number,
        subject: i.subject,
        balance: usdOfCents(centsOfAmount(i.balance)),
        dueDate: i.dueDate,
      })),
    },
    citations: shown.map((i) => ({
      kind: 'invoice' as const,
      id: i.id,
      label: `${i.number} ${i.subject}`,
      href: searchResultPath('invoice', i.id),
    })),
    suggestions: overdueOnly ? ['Which invoices are unpaid?'] : ['Show open quotes'],
  };
}
