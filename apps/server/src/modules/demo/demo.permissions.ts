import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The demo routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const demoRoutePermissions = {
  // Provider console: the demo data.
  'GET /api/admin/demo-data': 'admin.provider',
  'DELETE /api/admin/demo-data': 'admin.provider',
} satisfies RoutePermissions;
