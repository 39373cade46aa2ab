import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The account routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const accountRoutePermissions = {
  // Whether a session exists: asked signed in or not.
  'GET /api/auth/session': publicRoute,
  // One's own account and sessions.
  'GET /api/auth/me': 'account.self',
  'PATCH /api/me': 'account.self',
  'POST /api/me/avatar': 'account.self',
  'POST /api/me/password': 'account.self',
  'GET /api/me/sessions': 'account.self',
  'DELETE /api/me/sessions/:id': 'account.self',
  'POST /api/me/sessions/revoke-others': 'account.self',
  'GET /api/users/:id/avatar': 'account.self',
} satisfies RoutePermissions;
