import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The search routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const searchRoutePermissions = {
  // Global search: every signed-in role; each kind is filtered by its own read action inside (ADR 0012).
  'GET /api/search': 'account.self',
} satisfies RoutePermissions;
