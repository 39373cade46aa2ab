/** The admin module's public face: what app.ts and other modules may use (ADR 0014). */
export { adminRoutes } from './admin.routes.ts';
export { jobAdminRoutes } from './jobs.routes.ts';
export { adminRoutePermissions } from './admin.permissions.ts';
