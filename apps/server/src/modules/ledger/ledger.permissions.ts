import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The ledger routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const ledgerRoutePermissions = {
  // Orders, invoices and shipping packages: every role reads; the provider converts, ships and voids.
  'POST /api/quote-requests/:id/convert': 'ledger.manage',
  'GET /api/orders': 'ledger.read',
  'GET /api/orders/:id': 'ledger.read',
  'GET /api/invoices': 'ledger.read',
  'GET /api/invoices/:id': 'ledger.read',
  'GET /api/shipping-packages': 'ledger.read',
  'GET /api/shipping-packages/:id': 'ledger.read',
  'PATCH /api/orders/:id': 'ledger.manage',
  'POST /api/orders/:id/packages': 'ledger.manage',
  'PATCH /api/shipping-packages/:id': 'ledger.manage',
  'POST /api/invoices/:id/void': 'ledger.manage',
} satisfies RoutePermissions;
