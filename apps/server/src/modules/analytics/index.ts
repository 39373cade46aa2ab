/** The analytics module's public face (ADR 0014): its routes; the dashboard's hub card reads GET /api/analytics/hub. */
export { analyticsRoutes } from './analytics.routes.ts';
export { analyticsRoutePermissions } from './analytics.permissions.ts';
export { analyticsRefreshQueue, defineAnalyticsJobs, runKeptRefreshJob } from './refresh.job.ts';
