import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The maintenance routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const maintenanceRoutePermissions = {
  // Maintenance: tasks, meters, repairs.
  'GET /api/maintenance/tasks': 'equipment.read',
  'GET /api/maintenance/tasks/:id': 'equipment.read',
  'GET /api/maintenance/assignable-users': 'team.read',
  'GET /api/maintenance/summary': 'equipment.read',
  'GET /api/maintenance/equipment-status': 'equipment.read',
  'POST /api/maintenance/tasks': 'tasks.create',
  'POST /api/maintenance/bulk': 'tasks.create',
  'PATCH /api/maintenance/tasks/:id': 'tasks.workOwn',
  'POST /api/maintenance/tasks/:id/complete': 'tasks.workOwn',
  'DELETE /api/maintenance/tasks/:id': 'tasks.delete',
  'GET /api/maintenance/meter-readings': 'equipment.read',
  'POST /api/maintenance/meter-readings': 'meter.record',
  'GET /api/maintenance/repairs': 'equipment.read',
  'GET /api/maintenance/repairs/:id': 'equipment.read',
  'GET /api/maintenance/repairs/:id/attachments/:fileId/file': 'equipment.read',
  'POST /api/maintenance/repairs': 'repairs.submit',
  'POST /api/maintenance/repairs/:id/attachments': 'repairs.submit',
  'DELETE /api/maintenance/repairs/:id/attachments/:fileId': 'repairs.submit',
  'POST /api/maintenance/repairs/:id/approve': 'repairs.decide',
  'POST /api/maintenance/repairs/:id/decline': 'repairs.decide',
  'POST /api/maintenance/repairs/:id/complete': 'repairs.complete',
} satisfies RoutePermissions;
