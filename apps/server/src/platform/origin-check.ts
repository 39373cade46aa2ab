import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sessionCookie } from './auth-context.ts';
import { AppError } from './errors.ts';

export const crossSiteMessage = 'Cross-site request refused.';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes a page on another site may call with the visitor's cookie, because the cookie is not what authorises them:
 * the payment webhook is signature-checked (and Stripe sends no cookie), and the test checkout and an invitation's
 * acceptance are authorised by the unguessable id or token in their URL (capability URLs).
 */
export const crossSiteRoutes: ReadonlySet<string> = new Set([
  'POST /api/payments/webhook',
  'POST /api/checkout/test/:sessionId/pay',
  'POST /api/invitations/:token/accept',
  // The tracker ingest: the source's secret in the URL authorises it (modules/fleet); a tracker sends no cookie.
  'POST /api/ingest/osmand/:secret',
  'POST /api/ingest/traccar/:secret',
  'POST /api/ingest/json/:secret',
]);

/** The origin of a URL (scheme, host, port without the default), or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * issue 12 item 6: a state-changing request that carries the session cookie must come from the portal's own pages.
 * The session cookie is SameSite=Lax, which keeps it off cross-site POSTs in today's browsers but not off requests
 * from a sibling subdomain (same site, other origin) or from browsers without SameSite; this check closes both.
 *
 * Allowed origins: PUBLIC_URL's, and the one the request itself was sent to (scheme and Host, as the proxy settings
 * say). A browser sets Host from the address it sends to and Origin from the page that sends, and a cross-site page
 * can set neither, so they agree only for the portal's own pages; this also covers the Vite dev server, whose /api
 * proxy keeps the browser's Host and Origin (localhost:5173).
 *
 * With no Origin (older browsers on same-origin requests), Sec-Fetch-Site decides: `same-origin` and `none` (typed in
 * the address bar, a bookmark) pass; `cross-site` and `same-site` (another subdomain, which may be anyone's) do not.
 * With neither header the caller is not a browser page (curl, an API client, a test) and cannot be forged: it passes.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method) || request.cookies[sessionCookie] === undefined) return;
    if (crossSiteRoutes.has(`${request.method} ${request.routeOptions.url}`)) return;
    assertSameOrigin(request, config);
  });
}

/**
 * The rule above for one request: 403 unless it comes from the portal's own pages (or from no browser page at all).
 * Also used by a GET that must not be opened cross-site with the visitor's cookie (the live event stream, ADR 0011).
 */
export function assertSameOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const parsed = originOf(origin);
    if (parsed && (parsed === originOf(config.publicUrl) || parsed === originOf(`${request.protocol}://${request.host}`))) return;
    throw new AppError('FORBIDDEN', crossSiteMessage);
  }
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw new AppError('FORBIDDEN', crossSiteMessage);
}
