import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * issue 17 "Speed": a signed-in page opened straight from the address bar (a reload, a link, a phone coming back) used to
 * render only after a chain of round trips — HTML → entry scripts → GET /api/auth/session → the layout's chunk → the
 * page's chunk → the page's data. The HTML of such a page now carries (docs/performance.md, 2026-11-26):
 * - `<link rel="modulepreload">` for the dashboard layout's and the page's chunks, so they load beside the entry;
 * - the answers to the first GET requests the page makes (the session first), asked of this same server with the
 *   request's own cookie (`app.inject`), so they pass the same authentication, permission table and row-level security as
 *   the browser's own requests would: a person only ever receives what the API would have answered them. The web app's
 *   api-client (apps/web/src/lib/first-data.ts) answers those exact paths once from the page instead of the network.
 */

/** The element the web app reads the answers from (apps/web/src/lib/first-data.ts). */
export const firstDataElementId = 'gears-first-data';

const sessionPath = '/api/auth/session';

/** The pages' own source modules (keys of Vite's manifest) and the GETs each makes before its first meaningful paint. */
type PagePlan = { modules: string[]; requests: (today: string) => string[] };

const layoutModule = 'src/app/layouts/dashboard-layout.tsx';
// The dashboard shell: the bell and the subscription check (features/notifications, lib/subscription.ts).
const shellRequests = ['/api/notifications?limit=20', '/api/billing/subscription'];
// The quote banners above the home cards and the quotes tabs (features/quotes/api/requests-api.ts, bannerStatuses).
const bannerRequests = ['sent_to_client', 'invoiced', 'payment_due'].map((status) => `/api/quote-requests?status=${status}&limit=20`);

const pagePlans: Record<string, PagePlan> = {
  '/dashboard': {
    modules: ['src/app/pages/dashboard-home-page.tsx'],
    requests: (today) => [...bannerRequests, `/api/dashboard/summary?today=${today}`, `/api/analytics/hub?today=${today}`],
  },
  '/dashboard/equipment': {
    modules: ['src/app/pages/equipment-page.tsx'],
    requests: () => [
      '/api/equipment/stats',
      '/api/custom-fields',
      '/api/equipment?sort=-createdAt&limit=50',
      '/api/equipment?limit=8&sort=name',
    ],
  },
  '/dashboard/quotes': {
    modules: ['src/app/pages/quotes-page.tsx'],
    requests: () => [...bannerRequests, '/api/quote-requests?limit=25', '/api/quote-requests/funnel'],
  },
  '/dashboard/analytics': {
    modules: ['src/features/analytics/pages/analytics-page.tsx'],
    requests: (today) => [
      `/api/analytics/maintenance?today=${today}&period=last_90_days`,
      `/api/analytics/summary?today=${today}&period=last_90_days`,
    ],
  },
};
pagePlans['/dashboard/fleet-management'] = pagePlans['/dashboard/equipment']!;
pagePlans['/dashboard/quotes-orders'] = pagePlans['/dashboard/quotes']!;

/** Paths the web app renders only for a signed-in person (apps/web/src/app/routes.tsx, ProtectedRoute). */
export function isSignedInPath(pathname: string): boolean {
  return /^\/(dashboard|settings|account|zoho-auth|equipment)(\/|$)/.test(pathname);
}

/** The day as the browser's localToday() writes it (apps/web/src/lib/local-date.ts), by the server's clock. */
function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The GET paths whose answers a page's HTML carries, the session first; [] for a page that is not signed in. */
export function firstRequestsFor(pathname: string, now: Date = new Date()): string[] {
  if (!isSignedInPath(pathname)) return [];
  const plan = pagePlans[pathname.replace(/\/+$/, '') || '/'];
  return [sessionPath, ...shellRequests, ...(plan?.requests(localToday(now)) ?? [])];
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Every chunk a module needs before it runs (its static imports, recursively), as /assets URLs; the entry's own are left out. */
export function modulePreloadsFor(manifest: Manifest, pathname: string): string[] {
  if (!isSignedInPath(pathname)) return [];
  const plan = pagePlans[pathname.replace(/\/+$/, '') || '/'];
  const entryChunks = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryChunks);
  const wanted = new Set<string>();
  for (const key of [layoutModule, ...(plan?.modules ?? [])]) walk(key, wanted);
  return [...wanted].filter((key) => !entryChunks.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/**
 * JSON that can stand inside a <script> element: '<' can never close it, and the line separators JavaScript once
 * rejected are escaped too. The content is data (type="application/json"), never run, so the Content-Security-Policy
 * is untouched.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's HTML with the module preloads in <head>. */
export function htmlWithPreloads(html: string, preloads: string[]): string {
  if (!preloads.length) return html;
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** The data block the web app reads (nothing when there are no answers). */
export function firstDataBlock(answers: Record<string, unknown> | null): string {
  if (!answers || Object.keys(answers).length === 0) return '';
  return `<script type="application/json" id="${firstDataElementId}">${scriptSafeJson(answers)}</script>`;
}

const hasSessionCookie = (req: FastifyRequest) => /(^|;\s*)gears_session=/.test(req.headers.cookie ?? '');

type CompressOptions = { brotliOptions: zlib.BrotliOptions; zlibOptions: zlib.ZlibOptions };

/**
 * Sends a signed-in page. Without a session cookie: index.html with the preloads. With one, the HTML is streamed: all of
 * it but `</body></html>` at once (the stylesheet, scripts and preloads start loading and the loading screen paints while
 * the server reads the first data), then the data block and the end. The entry is a module script, which runs only once
 * the document is complete, so it always finds the block. Compressed here (brotli, else gzip) with a flush after the
 * first part, since @fastify/compress would hold it back; the HTML is private, never stored, and varies by cookie.
 */
export async function sendSignedInPage(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  indexHtml: string,
  preloads: string[],
  compress: CompressOptions,
) {
  const html = htmlWithPreloads(indexHtml, preloads);
  const end = html.lastIndexOf('</body>');
  if (!hasSessionCookie(req) || end === -1) {
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const out: Transform =
    encoding === 'br'
      ? zlib.createBrotliCompress(compress.brotliOptions)
      : encoding === 'gzip'
        ? zlib.createGzip(compress.zlibOptions)
        : new PassThrough();
  reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  out.write(html.slice(0, end));
  // The reads start once the first part has left: compression runs off the main thread, and an embedded database's
  // query holds that thread, so starting them at once would hold the first bytes back until the data was read.
  const firstPartOut = new Promise<void>((resolve) => {
    if (out instanceof PassThrough) resolve();
    else (out as Transform & { flush(callback: () => void): void }).flush(() => resolve());
  });
  void firstPartOut
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => firstAnswers(app, req, pathname))
    .catch((error: unknown) => {
      req.log.warn({ err: error }, 'first data for the page could not be read; the page will ask for it');
      return null;
    })
    .then((answers) => out.end(`${firstDataBlock(answers)}${html.slice(end)}`));
  return reply.send(out);
}

/**
 * The answers to the page's first requests for this request's cookie, each asked of the app itself as the browser would
 * ask (same headers), only those that succeeded with JSON. Nothing when there is no session cookie or it is signed out.
 */
export async function firstAnswers(app: FastifyInstance, req: FastifyRequest, pathname: string): Promise<Record<string, unknown> | null> {
  const cookie = req.headers.cookie;
  const requests = firstRequestsFor(pathname);
  if (!cookie || !hasSessionCookie(req) || requests.length === 0) return null;
  const headers: Record<string, string> = { cookie, accept: 'application/json' };
  for (const name of ['user-agent', 'accept-language'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const ask = async (url: string): Promise<[string, unknown] | null> => {
    const res = await app.inject({ method: 'GET', url, headers, remoteAddress: req.ip });
    if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').startsWith('application/json')) return null;
    return [url, res.json()];
  };
  const [session, ...rest] = requests;
  const first = await ask(session!);
  if (!first) return null;
  const answers: Record<string, unknown> = { [first[0]]: first[1] };
  // Signed out (or the session expired): the page goes to /auth; its data would be refused anyway.
  if ((first[1] as { me?: unknown } | null)?.me == null) return answers;
  for (const hit of await Promise.all(rest.map(ask))) if (hit) answers[hit[0]] = hit[1];
  return answers;
}

let manifestCache: { dir: string; manifest: Manifest | null } | null = null;

/** Vite's build manifest (dist/asset-manifest.json), read once; null when the build has none. */
export function readManifest(webDist: string): Manifest | null {
  if (manifestCache?.dir !== webDist) {
    let manifest: Manifest | null;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(webDist, 'asset-manifest.json'), 'utf8')) as Manifest;
    } catch {
      manifest = null;
    }
    manifestCache = { dir: webDist, manifest };
  }
  return manifestCache.manifest;
}
