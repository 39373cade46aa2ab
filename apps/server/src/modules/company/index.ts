/** The company module's public face: what app.ts and other modules may use (ADR 0014). */
export { companyRoutes } from './company.routes.ts';
export { companyRoutePermissions } from './company.permissions.ts';
