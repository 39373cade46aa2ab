import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The leads routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const leadsRoutePermissions = {
  // The public site's founder offer and contact form; the provider works the leads.
  'GET /api/public/founders': publicRoute,
  'POST /api/public/leads': publicRoute,
  'GET /api/admin/leads': 'admin.provider',
  'PATCH /api/admin/leads/:id': 'admin.provider',
} satisfies RoutePermissions;
