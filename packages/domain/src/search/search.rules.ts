import { equipmentStatusLabels, type EquipmentStatus } from '../equipment/status.rules.ts';
import { taskStatusLabels, type TaskDisplayStatus } from '../maintenance/status.rules.ts';
import type { StockState } from '../parts/stock.rules.ts';
import { isQuoteStatus, quoteStatusLabel, type QuoteStatus } from '../quotes/quote-status.rules.ts';
import { invoicePaymentStatusLabels, type InvoicePaymentStatus } from '../ledger/invoice-status.rules.ts';

/** The kinds of record global search finds, in the order their groups are shown. Later modules add theirs. */
export const searchKinds = ['equipment', 'task', 'part', 'quote', 'invoice', 'job_site', 'note'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Readonly<Record<SearchKind, string>> = {
  equipment: 'Equipment',
  task: 'Maintenance',
  part: 'Parts',
  quote: 'Quotes',
  invoice: 'Invoices',
  job_site: 'Job Sites',
  note: 'Notes',
};

/** spec 01 §5: search starts at 2 characters (after trimming); longer queries are refused, not cut. */
export const searchMinLength = 2;
export const searchMaxLength = 100;
/** Results shown per kind; the total per kind is counted up to searchCountCap ("200+"). */
export const searchPerKind = 5;
export const searchCountCap = 200;

export const searchMessages = {
  tooShort: `Enter at least ${searchMinLength} characters to search.`,
  tooLong: `Search text must be at most ${searchMaxLength} characters.`,
  failed: 'Search failed. Please try again.',
  noResults: (term: string) => `No results found for "${term}"`,
} as const;

/** spec 01 §2 result colours: active, in_stock, approved green; overdue, out_of_stock red; maintenance yellow; pending, sent blue; draft grey. */
export type SearchTone = 'green' | 'red' | 'yellow' | 'blue' | 'gray';
export type SearchStatus = { status: string; label: string; tone: SearchTone };

const equipmentTones: Readonly<Record<EquipmentStatus, SearchTone>> = {
  active: 'green',
  idle: 'gray',
  maintenance: 'yellow',
  repair: 'yellow',
  out_of_service: 'red',
  inactive: 'gray',
  retired: 'gray',
};

export function equipmentSearchStatus(status: string): SearchStatus {
  const known = status in equipmentTones ? (status as EquipmentStatus) : null;
  return { status, label: known ? equipmentStatusLabels[known] : status, tone: known ? equipmentTones[known] : 'gray' };
}

const taskTones: Readonly<Record<TaskDisplayStatus, SearchTone>> = {
  overdue: 'red',
  pending: 'blue',
  in_progress: 'yellow',
  completed: 'green',
  cancelled: 'gray',
};

export function taskSearchStatus(status: TaskDisplayStatus): SearchStatus {
  return { status, label: taskStatusLabels[status], tone: taskTones[status] };
}

const stockStatus: Readonly<Record<StockState, SearchStatus>> = {
  ok: { status: 'in_stock', label: 'In Stock', tone: 'green' },
  low: { status: 'low_stock', label: 'Low Stock', tone: 'yellow' },
  out: { status: 'out_of_stock', label: 'Out of Stock', tone: 'red' },
};

export function partSearchStatus(state: StockState): SearchStatus {
  return stockStatus[state];
}

/** Pending work blue, sent to the client blue, approved and beyond green, payment due yellow, failed red, cancelled grey. */
const quoteTones: Readonly<Record<QuoteStatus, SearchTone>> = {
  new: 'blue',
  submitted: 'blue',
  processing: 'blue',
  vendor_requested: 'blue',
  vendor_responded: 'blue',
  sent_to_client: 'blue',
  accepted: 'green',
  invoiced: 'green',
  sent_to_zoho: 'green',
  sent_to_books: 'green',
  zoho_failed: 'red',
  payment_due: 'yellow',
  paid: 'green',
  completed: 'green',
  cancelled: 'gray',
};

export function quoteSearchStatus(status: string, audience: 'admin' | 'client'): SearchStatus {
  return { status, label: quoteStatusLabel(status, audience), tone: isQuoteStatus(status) ? quoteTones[status] : 'blue' };
}

/** An unpaid invoice has been sent (blue); paid green, overdue red, partly paid yellow, void grey. */
const invoiceTones: Readonly<Record<InvoicePaymentStatus, SearchTone>> = {
  paid: 'green',
  overdue: 'red',
  partial: 'yellow',
  unpaid: 'blue',
  void: 'gray',
};

export function invoiceSearchStatus(status: InvoicePaymentStatus): SearchStatus {
  return { status, label: invoicePaymentStatusLabels[status], tone: invoiceTones[status] };
}

/**
 * Where a result opens (spec 01 §2 destinations, sharpened where the page can open the record itself):
 * equipment → the register with its detail open (the spec's /dashboard/fleet is this register), parts → Parts
 * Inventory with the part open, quotes → Quotes & Orders with the quote open, invoices → its documents' invoice tab.
 * Tasks → Service, filtered to the task's equipment when it has one (the page has no single-task view).
 */
export function searchResultPath(kind: Exclude<SearchKind, 'task'>, id: string): string {
  const key = encodeURIComponent(id);
  switch (kind) {
    case 'equipment':
      return `/dashboard/equipment?id=${key}`;
    case 'part':
      return `/dashboard/parts-inventory?id=${key}`;
    case 'quote':
      return `/dashboard/quotes?quote=${key}`;
    case 'invoice':
      return `/dashboard/quotes?invoice=${key}`;
    case 'job_site':
      return `/dashboard/job-sites?id=${key}`;
    case 'note':
      return `/dashboard/notes?id=${key}`;
  }
}

export function taskSearchPath(equipmentId: string | null): string {
  return equipmentId ? `/dashboard/maintenance?equipmentId=${encodeURIComponent(equipmentId)}` : '/dashboard/maintenance';
}

/** A job site found by search is active (closed sites are not searched): green, like every active record. */
export function jobSiteSearchStatus(): SearchStatus {
  return { status: 'active', label: 'Active', tone: 'green' };
}
