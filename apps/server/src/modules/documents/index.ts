/** The documents module's public face: what app.ts and other modules may use (ADR 0014). */
export { documentsRoutes } from './documents.routes.ts';
export { documentsRoutePermissions } from './documents.permissions.ts';
