import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The equipment-performance routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const equipmentPerformanceRoutePermissions = {
  // A machine's Performance and Insights tabs (ADR 0031): reading, every role.
  'GET /api/equipment/:id/performance': 'equipment.read',
  'GET /api/equipment/:id/insights': 'equipment.read',
} satisfies RoutePermissions;
