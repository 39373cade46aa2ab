import { billingMessages } from '../billing/messages.ts';
import { ledgerMessages } from '../ledger/messages.ts';
import { shipToMessages } from '../ledger/ship-to.rules.ts';
import { quoteMessages } from '../quotes/messages.ts';
import { messages } from './messages.ts';
import { insufficientPermissions, type Action } from './permissions.rules.ts';

/**
 * What a refused role is told (403 FORBIDDEN). The specs word some refusals themselves (spec 01 §6 impersonation,
 * spec 02 §6 'Admin privileges required', spec 03 §6 'Admin access required'); a few name who may act instead.
 * Everything else: 'Insufficient permissions'.
 */
const refusals: Partial<Record<Action, string>> = {
  'admin.provider': messages.adminRequired,
  'admin.impersonate': messages.impersonationDenied,
  'quotes.price': quoteMessages.adminRequired,
  'quotes.respond': quoteMessages.respondRoles,
  'ledger.manage': ledgerMessages.adminRequired,
  'invoices.pay': ledgerMessages.payRoles,
  'billing.manage': billingMessages.billingAdminOnly,
  'team.manage': messages.manageUsersDenied,
  'company.settings': shipToMessages.settingsRole,
};

export function refusalMessage(act: Action): string {
  return refusals[act] ?? insufficientPermissions;
}
