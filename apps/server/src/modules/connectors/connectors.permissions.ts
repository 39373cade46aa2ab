import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The connectors routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const connectorsRoutePermissions = {
  // Provider console: the accounting connectors.
  'GET /api/admin/connectors': 'admin.provider',
  'GET /api/admin/connectors/zoho/status': 'admin.provider',
  'GET /api/admin/connectors/zoho/authorize': 'admin.provider',
  'POST /api/admin/connectors/zoho/callback': 'admin.provider',
  'DELETE /api/admin/connectors/zoho/connection': 'admin.provider',
  'POST /api/admin/connectors/zoho/leads/sync': 'admin.provider',
  'GET /api/admin/connectors/zoho/quotes/:id': 'admin.provider',
  'POST /api/admin/connectors/zoho/quotes/:id/push': 'admin.provider',
  'POST /api/admin/connectors/zoho/quotes/:id/retry': 'admin.provider',
  'POST /api/admin/connectors/zoho/quotes/:id/push-invoice': 'admin.provider',
  'GET /api/admin/connectors/zoho/quotes/:id/pdf': 'admin.provider',
} satisfies RoutePermissions;
