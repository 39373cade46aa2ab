import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The business routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const businessRoutePermissions = {
  // The business summary reads like the ledger.
  'GET /api/business/summary': 'ledger.read',
} satisfies RoutePermissions;
