import { addDays, daysInMonth, parseIsoDate, type IsoDate } from '../maintenance/dates.rules.ts';

/** The four document tabs (spec 03 §2): Quotes, Orders, Invoices, Shipping (packing slips). */
export const documentTypes = ['quote', 'order', 'invoice', 'package'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels: Readonly<Record<DocumentType, string>> = {
  quote: 'Quote',
  order: 'Sales Order',
  invoice: 'Invoice',
  package: 'Shipping Document',
};

/** spec 03 §9 date filters. */
export const documentPeriods = ['all_time', 'this_month', 'last_month', 'this_quarter', 'last_quarter', 'this_year', 'last_year'] as const;
export type DocumentPeriod = (typeof documentPeriods)[number];
export const documentPeriodLabels: Readonly<Record<DocumentPeriod, string>> = {
  all_time: 'All Time',
  this_month: 'This Month',
  last_month: 'Last Month',
  this_quarter: 'This Quarter',
  last_quarter: 'Last Quarter',
  this_year: 'This Year',
  last_year: 'Last Year',
};

/** spec 03 §9 sorts; Date (Newest) is the default. */
export const documentSorts = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc', 'customer_asc', 'customer_desc'] as const;
export type DocumentSort = (typeof documentSorts)[number];
export const defaultDocumentSort: DocumentSort = 'date_desc';
export const documentSortLabels: Readonly<Record<DocumentSort, string>> = {
  date_desc: 'Date (Newest)',
  date_asc: 'Date (Oldest)',
  amount_desc: 'Amount (Highest)',
  amount_asc: 'Amount (Lowest)',
  customer_asc: 'Customer (A-Z)',
  customer_desc: 'Customer (Z-A)',
};

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number): IsoDate => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
const monthRange = (y: number, m: number, months: number) => {
  const endIndex = y * 12 + (m - 1) + months - 1;
  const ey = Math.floor(endIndex / 12);
  const em = (endIndex % 12) + 1;
  return { from: ymd(y, m, 1), to: ymd(ey, em, daysInMonth(ey, em)) };
};

/**
 * A date filter as an inclusive range of calendar days around `today` (the caller's date); null for All Time.
 * Quarters are calendar quarters (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec).
 */
export function documentPeriodRange(period: DocumentPeriod, today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const d = parseIsoDate(today);
  if (!d) throw new Error(`not a date: ${today}`);
  const { year, month } = d;
  const quarterStart = month - ((month - 1) % 3);
  switch (period) {
    case 'all_time':
      return null;
    case 'this_month':
      return monthRange(year, month, 1);
    case 'last_month':
      return month === 1 ? monthRange(year - 1, 12, 1) : monthRange(year, month - 1, 1);
    case 'this_quarter':
      return monthRange(year, quarterStart, 3);
    case 'last_quarter':
      return quarterStart === 1 ? monthRange(year - 1, 10, 3) : monthRange(year, quarterStart - 3, 3);
    case 'this_year':
      return monthRange(year, 1, 12);
    case 'last_year':
      return monthRange(year - 1, 1, 12);
  }
}

/**
 * spec 03 §9 document type mapping for an accounting system: quote or estimate → estimate; invoice;
 * order or salesorder → salesorder; purchase order → purchaseorder; package; anything else → estimate.
 */
export type AccountingDocumentType = 'estimate' | 'invoice' | 'salesorder' | 'purchaseorder' | 'package';
export function accountingDocumentType(value: string | null | undefined): AccountingDocumentType {
  const v = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (v === 'invoice') return 'invoice';
  if (v === 'order' || v === 'salesorder') return 'salesorder';
  if (v === 'purchaseorder') return 'purchaseorder';
  if (v === 'package' || v === 'shipping' || v === 'packingslip') return 'package';
  return 'estimate';
}

/** Our tab for any of those names (estimate → quote, salesorder → order, …). */
export function documentTypeOf(value: string | null | undefined): DocumentType | null {
  const t = accountingDocumentType(value);
  const v = (value ?? '').trim().toLowerCase();
  if (t === 'estimate') return v === 'quote' || v === 'estimate' || v === 'quotes' ? 'quote' : null;
  if (t === 'salesorder') return 'order';
  if (t === 'purchaseorder') return null;
  return t;
}

const fileStem: Readonly<Record<DocumentType, string>> = { quote: 'quote', order: 'order', invoice: 'invoice', package: 'package' };

/**
 * spec 03 §9 default file names: 'quote_{number}.pdf', 'order_{number}.pdf', 'invoice_{number}.pdf',
 * 'package_{number}.pdf'; '{type}_{id}.pdf' when there is no number. Characters unsafe in a file name become '_'.
 */
export function documentFileName(type: DocumentType, number: string | null | undefined, id?: string): string {
  const raw = number?.trim() || id || 'document';
  return `${fileStem[type]}_${raw.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;
}

/** spec 03 §4: a quote with no expiry date expires 30 days after its date. */
export const quoteValidityDays = 30;

export function quoteExpiryDate(quoteDate: IsoDate, expiryDate: IsoDate | null | undefined): IsoDate {
  return expiryDate ?? addDays(quoteDate, quoteValidityDays);
}

/** Compared by day: valid through the expiry date, expired from the day after. */
export const isQuoteExpired = (expiry: IsoDate, today: IsoDate): boolean => today > expiry;
export const quoteExpiryLabel = (expiry: IsoDate, today: IsoDate): '(Expired)' | '(Valid)' =>
  isQuoteExpired(expiry, today) ? '(Expired)' : '(Valid)';
