/** The connectors module's public face: what app.ts and other modules may use (ADR 0014). */
export { connectorRoutes } from './connectors.routes.ts';
export { connectorsRoutePermissions } from './connectors.permissions.ts';
