import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The history routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const historyRoutePermissions = {
  // History export (issue 17 item 5): a machine's log is a read of the machine; the whole company's log is the company
  // admin's (it names every user's acts). Both professional+ (history_export).
  'GET /api/equipment/:id/history.csv': 'equipment.read',
  'GET /api/history/export.csv': 'company.settings',
} satisfies RoutePermissions;
