/** The team module's public face: what app.ts and other modules may use (ADR 0014). */
export { teamRoutes } from './team.routes.ts';
export { inviteUser } from './team.service.ts';
export * as registration from './registration.service.ts';
export { teamRoutePermissions } from './team.permissions.ts';
