/** The dashboard module's public face: what app.ts may use (ADR 0014). */
export { dashboardRoutes } from './dashboard.routes.ts';
export {
  dashboardRefreshQueue,
  defineDashboardJobs,
  enqueueOncePerMinute,
  requestRefresh,
  runRefreshJob,
  targetContext,
} from './refresh.job.ts';
export { snapshotMaxAgeMs, snapshotThreshold, statusesFor, type SnapshotTarget } from './snapshots.service.ts';
export { snapshotMachines } from './snapshots.repo.ts';
export { dashboardRoutePermissions } from './dashboard.permissions.ts';
