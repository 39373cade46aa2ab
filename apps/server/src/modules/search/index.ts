/** The search module's public face: the GET /api/search route (ADR 0012, 0014). */
export { searchRoutes } from './search.routes.ts';
