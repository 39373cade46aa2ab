import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The reviews routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const reviewsRoutePermissions = {
  // Published reviews on the public site; the provider moderates; a client writes its own.
  'GET /api/public/reviews': publicRoute,
  'GET /api/admin/reviews': 'admin.provider',
  'POST /api/admin/reviews/:id/approve': 'admin.provider',
  'POST /api/admin/reviews/:id/reject': 'admin.provider',
  'POST /api/reviews': 'reviews.write',
} satisfies RoutePermissions;
