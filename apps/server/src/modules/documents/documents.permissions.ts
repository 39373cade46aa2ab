import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The documents routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const documentsRoutePermissions = {
  // Business documents (PDFs) read like the ledger.
  'GET /api/documents': 'ledger.read',
  'GET /api/documents/:type/:id/pdf': 'ledger.read',
} satisfies RoutePermissions;
