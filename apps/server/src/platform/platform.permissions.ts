import { publicRoute, type RoutePermissions } from './route-permissions.ts';

/** The platform's own routes (health, API docs, live events) and the action each needs: part of the one permission
 * table (src/route-permissions.ts, ADR 0008).
 */
export const platformRoutePermissions = {
  'GET /api/health': publicRoute,
  'GET /api/docs': publicRoute,
  'GET /api/docs/': publicRoute,
  'GET /api/docs/*': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,
  // The live event stream: every signed-in role; each event goes only to whom it concerns.
  'GET /api/events': 'account.self',
} satisfies RoutePermissions;
