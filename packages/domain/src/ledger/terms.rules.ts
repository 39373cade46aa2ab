import { addDays, type IsoDate } from '../maintenance/dates.rules.ts';

/** Invoice payment terms (spec 03 §9): 0 days is 'Due on receipt', anything else 'Net {days}'. */
export const maxTermsDays = 365;
export const dueOnReceiptLabel = 'Due on receipt';

export type InvoiceTerms = { days: number; label: string };

export const termsLabel = (days: number): string => (days === 0 ? dueOnReceiptLabel : `Net ${days}`);

const receiptPattern = /^(?:due\s*(?:up)?on\s*receipt|on\s*receipt|upon\s*receipt|receipt|immediate(?:ly)?|due\s*now)$/;
const netPattern = /^(?:net(?:[-_]|\s*))?(\d{1,4})\s*(?:days?)?$/;

/**
 * Normalises terms written many ways ('net 30', 'Net30', 'NET-45', '30 days', 30, 'due on receipt',
 * 'Due upon receipt') to days and the label. Returns null for anything else (negative, fractional,
 * more than a year, or words we cannot read), so a caller can say what is wrong.
 */
export function normaliseTerms(value: string | number | null | undefined): InvoiceTerms | null {
  if (value === null || value === undefined) return null;
  let days: number;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return null;
    days = value;
  } else {
    const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
    if (receiptPattern.test(text)) return { days: 0, label: dueOnReceiptLabel };
    const m = netPattern.exec(text);
    if (!m) return null;
    days = Number(m[1]);
  }
  if (days < 0 || days > maxTermsDays) return null;
  return { days, label: termsLabel(days) };
}

/** spec 03 §9: due date = invoice date plus the term days. */
export const invoiceDueDate = (invoiceDate: IsoDate, termsDays: number): IsoDate => addDays(invoiceDate, termsDays);
