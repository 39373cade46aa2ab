import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, refusalMessage, type Action } from '@gears/domain';
import { AppError } from './errors.ts';
import { requireAuth } from './auth-context.ts';

/** Routes anyone may call, signed in or not; each does its own checks (tokens, signatures, rate limits). */
export const publicRoute = 'public';
export type RoutePermission = Action | typeof publicRoute;

/** A table of routes, keyed by method and Fastify's route pattern (request.routeOptions.url), and the action each needs. */
export type RoutePermissions = Readonly<Record<string, RoutePermission>>;

/**
 * The one permission table (ADR 0008) from its parts, each module's beside its routes. A route named by two parts is a
 * mistake that would make one of them silently lose, so it stops the server at load.
 */
export function composeRoutePermissions(parts: readonly RoutePermissions[]): RoutePermissions {
  const table: Record<string, RoutePermission> = {};
  for (const part of parts) {
    for (const [route, permission] of Object.entries(part)) {
      if (route in table) throw new Error(`Route ${route} is named twice in the permission table`);
      table[route] = permission;
    }
  }
  return table;
}

/** The entry for a request's route; HEAD answers like its GET. Undefined for a route the table does not name. */
export function permissionOf(table: RoutePermissions, method: string, url: string | undefined): RoutePermission | undefined {
  if (!url) return undefined;
  return table[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/**
 * Refuses a signed-out caller (401) or a role the table does not grant the route's action (403), before the body is
 * parsed or validated, so a refused role learns nothing from what it sent.
 */
function authorizeRoute(table: RoutePermissions, request: FastifyRequest): void {
  const needed = permissionOf(table, request.method, request.routeOptions.url);
  if (needed === undefined || needed === publicRoute) return;
  const auth = requireAuth(request);
  if (!can(auth.role, needed)) throw new AppError('FORBIDDEN', refusalMessage(needed));
}

/**
 * The one enforcement point, registered before the session hook (registerAuthContext): preParsing runs after every
 * onRequest hook, so the session is known and nothing is parsed yet. A read route whose handler may run again on a
 * re-checked session (auth-context.ts) is authorised again on each run: that wrapper must wrap this one, hence the order.
 * An /api route missing from the table is let through to its own checks and logged; the route × role test fails on it.
 */
export function registerRoutePermissions(app: FastifyInstance, table: RoutePermissions): void {
  const seen: string[] = [];
  apiRoutes.set(app, seen);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      seen.push(`${method} ${route.url}`);
      if (permissionOf(table, method, route.url) === undefined)
        app.log.warn({ route: `${method} ${route.url}` }, 'route has no entry in the permission table');
    }
    if (route.config?.sessionTransaction !== 'read') return;
    const handler = route.handler;
    route.handler = function authorizedHandler(this: FastifyInstance, request, reply) {
      authorizeRoute(table, request);
      return handler.call(this, request, reply);
    };
  });
  app.addHook('preParsing', async (request) => {
    if (request.url.startsWith('/api/')) authorizeRoute(table, request);
  });
}

const apiRoutes = new WeakMap<FastifyInstance, string[]>();

/** Every /api route registered after registerRoutePermissions, as 'METHOD pattern' (HEAD twins left out). */
export function apiRoutesOf(app: FastifyInstance): readonly string[] {
  return apiRoutes.get(app) ?? [];
}
