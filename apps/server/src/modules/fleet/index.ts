/** The fleet module's public face: tracker sources, devices, assignments and the ingest (ADR 0014, 0022). */
export { fleetRoutes } from './fleet.routes.ts';
export { ingestRoutes } from './ingest.routes.ts';
export { fleetEvaluateQueue } from './ingest.repo.ts';
export { deleteLocationLogsOf } from './devices.repo.ts';
export { fleetRoutePermissions } from './fleet.permissions.ts';
