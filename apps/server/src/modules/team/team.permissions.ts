import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The team routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const teamRoutePermissions = {
  // An invitation's token and a registration request: before any account exists.
  'GET /api/invitations/:token': publicRoute,
  'POST /api/invitations/:token/accept': publicRoute,
  'POST /api/registration-requests': publicRoute,
  // Team and invitations.
  'GET /api/company/users': 'team.read',
  'GET /api/invitations': 'team.manage',
  'POST /api/invitations': 'team.manage',
  'DELETE /api/invitations/:id': 'team.manage',
} satisfies RoutePermissions;
