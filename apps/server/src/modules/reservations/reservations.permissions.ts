import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The reservations routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const reservationsRoutePermissions = {
  // Reservations (issue 15 item 3). Anyone books and changes or cancels their own; the services let supervisors up
  // change or cancel anyone's with the same can('reservations.decide'); confirming is theirs alone.
  'GET /api/reservations': 'equipment.read',
  'GET /api/reservations/:id': 'equipment.read',
  'POST /api/reservations': 'reservations.create',
  'PATCH /api/reservations/:id': 'reservations.create',
  'POST /api/reservations/:id/cancel': 'reservations.create',
  'POST /api/reservations/:id/confirm': 'reservations.decide',
} satisfies RoutePermissions;
