import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The job-sites routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const jobSitesRoutePermissions = {
  // Job sites (issue 15): everyone reads; supervisors up run sites and crews (ADR 0008).
  'GET /api/job-sites': 'equipment.read',
  'GET /api/job-sites/equipment-placements': 'equipment.read',
  'GET /api/job-sites/:id': 'equipment.read',
  'GET /api/job-sites/:id/weather': 'equipment.read',
  'POST /api/job-sites': 'jobSites.manage',
  'PATCH /api/job-sites/:id': 'jobSites.manage',
  'DELETE /api/job-sites/:id': 'jobSites.manage',
  'POST /api/job-sites/:id/equipment': 'jobSites.manage',
  'DELETE /api/job-sites/:id/equipment/:equipmentId': 'jobSites.manage',
  'POST /api/job-sites/:id/team': 'jobSites.manage',
  'DELETE /api/job-sites/:id/team/:userId': 'jobSites.manage',
  'GET /api/maps/settings': 'equipment.read',
  // The offline street map file (MAP_PMTILES, ADR 0034): whoever may see a map may read its tiles.
  'GET /api/maps/basemap.pmtiles': 'equipment.read',
  'GET /api/geocode/reverse': 'jobSites.manage',
} satisfies RoutePermissions;
