/** The business module's public face: what app.ts and other modules may use (ADR 0014). */
export { businessRoutes } from './business.routes.ts';
export { businessRoutePermissions } from './business.permissions.ts';
