import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The payments routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const paymentsRoutePermissions = {
  // The test checkout page and the provider's webhook (its signature authorises it).
  'GET /api/checkout/test/:sessionId': publicRoute,
  'POST /api/checkout/test/:sessionId/pay': publicRoute,
  'POST /api/payments/webhook': publicRoute,
  // Paying an accepted quote or an invoice.
  'POST /api/quote-requests/:id/payment-session': 'invoices.pay',
  'GET /api/payments/session/:id': 'ledger.read',
  'POST /api/invoices/:id/payment-session': 'invoices.pay',
} satisfies RoutePermissions;
