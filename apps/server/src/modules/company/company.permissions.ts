import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The company routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const companyRoutePermissions = {
  // Company settings (the shipping address).
  'GET /api/company/settings': 'company.read',
  'PATCH /api/company/settings': 'company.settings',
} satisfies RoutePermissions;
