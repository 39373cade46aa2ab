import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can, roles } from '@gears/domain';
import { permissionOf, publicRoute, type RoutePermissions } from './route-permissions.ts';

/**
 * The one error answer (errors.ts): `{ error: { code, message, details? } }`; details lists a validation's issues.
 * The code is errors.ts's ErrorCode, or a route's own: UPSTREAM and PAYMENT_PROVIDER (502, an outside system refused or
 * is down), CARD_DECLINED (402, the test checkout).
 */
export const errorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ examples: ['VALIDATION', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'] }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/** `{ 409: errorBody, … }`: the statuses a route answers beyond the ones every route of its kind gets (see below). */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof errorBody>> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody]));
}

/** 204 and other empty answers: no body. */
export const noContent = z.void().describe('No content');

/** Bytes: a Buffer or a stream, which Fastify sends as it is. */
const binary = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * A route that answers with bytes, not JSON (a PDF, a CSV, an image, an event stream): its content type in the
 * OpenAPI document. The body is sent as a Buffer, a stream or a string, which Fastify never passes to a serializer.
 */
export function fileResponse(description: string, ...contentTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: binary }])),
  };
}

/**
 * The error statuses every /api route answers, added to its declared responses when it is registered (before the API
 * document and the serializers are built): 400 (bad input, including the text check every request passes), 503 (the
 * database is unreachable, ADR 0017); for a route that needs a session 401, and 403 when some role is refused its
 * action (ADR 0008); 404 for a route with an id in its path (another company's id answers 404, DESIGN §4). A route
 * declares its own further statuses (409, 413, 415, 429) with errorResponses().
 */
export function registerErrorResponses(app: FastifyInstance, table: RoutePermissions): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.schema?.hide) return;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    const permission = permissionOf(table, method, route.url);
    const statuses: ErrorStatus[] = [400, 503];
    if (permission !== undefined && permission !== publicRoute) {
      statuses.push(401);
      if (roles.some((role) => !can(role, permission))) statuses.push(403);
    }
    if (route.url.includes('/:')) statuses.push(404);
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...errorResponses(...statuses), ...declared } };
  });
}
