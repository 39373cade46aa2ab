import { formatQuoteRequestNumber, formatTaxRate, lineTotalOf, quoteUrgencyLabel, taxedTotalsOf, type QuoteUrgency } from '@gears/domain';
import type { OutgoingEmail } from '../../platform/mail.ts';

/** Dollars with cents, as every price, line and total is shown (DESIGN §6). */
const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type QuoteEmailFacts = {
  title: string;
  quoteNumber: string;
  companyName: string;
  contactName: string | null;
  expiryDate: string;
  /** The subtotal (Σ line totals). */
  totalClientCost: number;
  /** The quote's tax rate in percent. */
  taxRate: number;
  /** Client prices only: this type has no vendor fields on purpose. */
  items: { itemName: string; quantity: number; clientPrice: number }[];
};

/** spec 03 §7 send-quote-email type quote_ready: title, recipient, company, total value and the link to /dashboard/quotes. */
export function quoteReadyEmail(to: string, q: QuoteEmailFacts, publicUrl: string): OutgoingEmail {
  const lines = q.items.map((i) => `  - ${i.itemName} × ${i.quantity}: ${usd(lineTotalOf(i.clientPrice, i.quantity))}`);
  const totals = taxedTotalsOf(q.totalClientCost, q.taxRate);
  return {
    to,
    subject: `Quote Ready: ${q.title}`,
    template: 'quote_ready',
    text: [
      `Hello ${q.contactName ?? q.companyName},`,
      '',
      `Your quote ${q.quoteNumber} for "${q.title}" is ready for review.`,
      '',
      ...lines,
      '',
      `Subtotal: ${usd(totals.subtotal)}`,
      `Tax (${formatTaxRate(totals.taxRate)}): ${usd(totals.taxTotal)}`,
      `Total Quote Value (incl. tax): ${usd(totals.total)}`,
      `Valid until: ${q.expiryDate}`,
      '',
      `View and accept or decline the quote: ${publicUrl}/dashboard/quotes`,
      '',
      'GEARS',
    ].join('\n'),
  };
}

/**
 * Acceptance notifies the provider's admins (spec 03 §4: a high-severity alert). The subject's tag is the request's
 * own urgency, so an inbox can sort an urgent acceptance from a low one.
 */
export function quoteAcceptedEmail(
  q: {
    number: number;
    title: string;
    urgency: QuoteUrgency;
    companyName: string;
    quoteNumber: string | null;
    totalClientCost: number;
    acceptedBy: string;
  },
  publicUrl: string,
) {
  const urgency = `${q.urgency[0]!.toUpperCase()}${q.urgency.slice(1)}`;
  return {
    subject: `[${urgency}] Quote accepted: ${q.title} (${q.companyName})`,
    template: 'quote_accepted',
    text: [
      `${q.companyName} accepted quote ${q.quoteNumber ?? formatQuoteRequestNumber(q.number)} for "${q.title}".`,
      `Request: ${formatQuoteRequestNumber(q.number)}`,
      `Urgency: ${quoteUrgencyLabel(q.urgency)}`,
      `Total: ${usd(q.totalClientCost)}`,
      `Accepted by: ${q.acceptedBy}`,
      '',
      `Convert it to an order and invoice: ${publicUrl}/dashboard/quotes`,
    ].join('\n'),
  };
}
