import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The parts routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const partsRoutePermissions = {
  // Parts inventory and stock; a task's parts are read like the task.
  'GET /api/maintenance/tasks/:id/parts': 'equipment.read',
  'GET /api/parts': 'parts.read',
  'GET /api/parts/low-stock': 'parts.read',
  'GET /api/parts/:id': 'parts.read',
  'GET /api/parts/:id/dependents': 'parts.read',
  'GET /api/parts/:id/movements': 'parts.read',
  'GET /api/parts/:id/photo': 'parts.read',
  'GET /api/parts/quotes': 'parts.read',
  'POST /api/parts/identify': 'parts.read',
  'POST /api/parts': 'parts.edit',
  'PATCH /api/parts/:id': 'parts.edit',
  'POST /api/parts/:id/photo': 'parts.edit',
  'DELETE /api/parts/:id/photo': 'parts.edit',
  'POST /api/parts/:id/restore': 'parts.edit',
  'DELETE /api/parts/:id': 'parts.delete',
  'POST /api/parts/:id/movements': 'stock.use',
  'POST /api/parts/quotes': 'quotes.request',
} satisfies RoutePermissions;
