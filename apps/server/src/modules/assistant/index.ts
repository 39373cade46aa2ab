/** The assistant module's public face: its route (ADR 0014). */
export { assistantRoutes } from './assistant.routes.ts';
export { assistantRoutePermissions } from './assistant.permissions.ts';
