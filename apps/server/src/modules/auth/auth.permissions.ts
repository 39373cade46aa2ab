import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The auth routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const authRoutePermissions = {
  // Signing in and out and resetting a password: no session yet (or an ending one); rate limits and tokens guard them.
  'POST /api/auth/sign-in': publicRoute,
  'POST /api/auth/sign-out': publicRoute,
  'POST /api/auth/forgot-password': publicRoute,
  'POST /api/auth/reset-password': publicRoute,
} satisfies RoutePermissions;
