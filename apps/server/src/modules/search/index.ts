/** The search module's public face: the GET /api/search route (ADR 0012, 0014). */
export { searchRoutes } from './search.routes.ts';
/** The assistant falls back to global search over the same sources (issue 18 item 3). */
export { searchEverything } from './search.service.ts';
export { searchSources } from './search.sources.ts';
export { searchRoutePermissions } from './search.permissions.ts';
