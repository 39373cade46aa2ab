import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The notifications routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const notificationsRoutePermissions = {
  // One's own notifications.
  'GET /api/notifications': 'account.self',
  'POST /api/notifications/:id/read': 'account.self',
  'POST /api/notifications/read-all': 'account.self',
  'GET /api/notifications/preferences': 'account.self',
  'PATCH /api/notifications/preferences': 'account.self',
} satisfies RoutePermissions;
