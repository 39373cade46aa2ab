import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The assignments routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const assignmentsRoutePermissions = {
  // Check-out / check-in (issue 15). Checking out to someone else and returning what another holds need
  // 'assignments.manage', checked in the service with the same can().
  'GET /api/assignments': 'equipment.read',
  'GET /api/assignments/options': 'equipment.read',
  'POST /api/assignments': 'assignments.checkOut',
  'POST /api/assignments/:id/return': 'assignments.checkOut',
} satisfies RoutePermissions;
