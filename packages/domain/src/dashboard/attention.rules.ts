import { can } from '../platform/permissions.rules.ts';
import { isOpenQuoteStatus, quoteStatuses, type QuoteStatus } from '../quotes/quote-status.rules.ts';

/**
 * The home page's "needs attention" list (issue 17): what asks the viewer to act, chosen from the one permission
 * table (ADR 0008). Where a role may act only on its own records (a technician's own tasks and check-outs), it
 * counts only those; provider staff never act as the client party (accepting quotes, paying — ADR 0005), and price
 * quotes instead when they are in the all-company view.
 */
export const attentionKinds = [
  'overdue_tasks',
  'repairs_to_approve',
  'quotes_to_price',
  'quotes_to_accept',
  'invoices_to_pay',
  'overdue_returns',
  'fleet_alerts',
  'low_stock',
] as const;
export type AttentionKind = (typeof attentionKinds)[number];
/** 'all': every record of the company (or companies) in view; 'own': the viewer's own. */
export type AttentionReach = 'all' | 'own';
export type AttentionViewer = { role: string; isProviderAdmin: boolean; isImpersonating: boolean };

export function attentionFor(v: AttentionViewer): { kind: AttentionKind; reach: AttentionReach }[] {
  const providerStaff = v.isProviderAdmin || v.isImpersonating;
  const out: { kind: AttentionKind; reach: AttentionReach }[] = [];
  if (can(v.role, 'tasks.completeAny')) out.push({ kind: 'overdue_tasks', reach: 'all' });
  else if (can(v.role, 'tasks.workOwn')) out.push({ kind: 'overdue_tasks', reach: 'own' });
  if (can(v.role, 'repairs.decide')) out.push({ kind: 'repairs_to_approve', reach: 'all' });
  if (v.isProviderAdmin && can(v.role, 'quotes.price')) out.push({ kind: 'quotes_to_price', reach: 'all' });
  if (!providerStaff && can(v.role, 'quotes.respond')) out.push({ kind: 'quotes_to_accept', reach: 'all' });
  if (!providerStaff && can(v.role, 'invoices.pay')) out.push({ kind: 'invoices_to_pay', reach: 'all' });
  if (can(v.role, 'assignments.manage')) out.push({ kind: 'overdue_returns', reach: 'all' });
  else if (can(v.role, 'assignments.checkOut')) out.push({ kind: 'overdue_returns', reach: 'own' });
  if (can(v.role, 'fleet.acknowledgeAlerts')) out.push({ kind: 'fleet_alerts', reach: 'all' });
  if (can(v.role, 'stock.receiveAdjust')) out.push({ kind: 'low_stock', reach: 'all' });
  return out;
}

/** Where each item leads: the page (and filter) where the work is done. */
export function attentionHref(kind: AttentionKind, reach: AttentionReach): string {
  switch (kind) {
    case 'overdue_tasks':
      return reach === 'own' ? '/dashboard/maintenance?status=overdue&assignee=me' : '/dashboard/maintenance?status=overdue';
    case 'repairs_to_approve':
      return '/dashboard/maintenance?tab=repairs';
    case 'quotes_to_price':
    case 'quotes_to_accept':
      return '/dashboard/quotes';
    case 'invoices_to_pay':
      return '/dashboard/quotes?tab=documents&doc=invoice';
    case 'overdue_returns':
      return '/dashboard/equipment?view=assignments&assignments=overdue';
    case 'fleet_alerts':
      return '/dashboard/fleet-tracking?view=alerts';
    case 'low_stock':
      return '/dashboard/parts-inventory?filter=low-stock';
  }
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The line the list shows for an item. */
export function attentionLabel(kind: AttentionKind, reach: AttentionReach, n: number): string {
  switch (kind) {
    case 'overdue_tasks':
      return reach === 'own'
        ? `${count(n, 'of your tasks is', 'of your tasks are')} overdue`
        : `${count(n, 'task is', 'tasks are')} overdue`;
    case 'repairs_to_approve':
      return `${count(n, 'repair request', 'repair requests')} to approve`;
    case 'quotes_to_price':
      return `${count(n, 'quote request', 'quote requests')} to price`;
    case 'quotes_to_accept':
      return `${count(n, 'quote', 'quotes')} to accept or decline`;
    case 'invoices_to_pay':
      return `${count(n, 'invoice', 'invoices')} to pay`;
    case 'overdue_returns':
      return reach === 'own'
        ? `${count(n, 'machine you hold is', 'machines you hold are')} overdue for return`
        : `${count(n, 'machine is', 'machines are')} overdue for return`;
    case 'fleet_alerts':
      return `${count(n, 'fleet alert', 'fleet alerts')} not acknowledged`;
    case 'low_stock':
      return `${count(n, 'part is', 'parts are')} at or below the reorder point`;
  }
}

/** Open quotes on the dashboard: in progress and not yet paid (paid only waits to be marked completed). */
export const dashboardOpenQuoteStatuses: readonly QuoteStatus[] = quoteStatuses.filter((s) => isOpenQuoteStatus(s) && s !== 'paid');
/** Requests waiting for the provider to price and send them (spec 03 §4, every status before sent_to_client). */
export const quoteStatusesToPrice: readonly QuoteStatus[] = ['new', 'submitted', 'processing', 'vendor_requested', 'vendor_responded'];
