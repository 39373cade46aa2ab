import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifySerializerCompiler, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { registerAuthContext } from './platform/auth-context.ts';
import { registerOriginCheck } from './platform/origin-check.ts';
import { registerRoutePermissions } from './platform/route-permissions.ts';
import { routePermissions } from './route-permissions.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerTextInputCheck } from './platform/text-input.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerErrorResponses } from './platform/responses.ts';
import { z } from 'zod';
import { responseSerializer } from './platform/response-serializer.ts';
import { liveEventRoutes } from './platform/events/events.routes.ts';
import { accountRoutes } from './modules/account/index.ts';
import { adminRoutes, jobAdminRoutes } from './modules/admin/index.ts';
import { demoRoutes } from './modules/demo/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { equipmentRoutes } from './modules/equipment/index.ts';
import { maintenanceRoutes } from './modules/maintenance/index.ts';
import { partsRoutes } from './modules/parts/index.ts';
import { assignmentRoutes } from './modules/assignments/index.ts';
import { quoteRoutes } from './modules/quotes/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { businessRoutes } from './modules/business/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { teamRoutes } from './modules/team/index.ts';
import { companyRoutes } from './modules/company/index.ts';
import { leadsRoutes } from './modules/leads/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { connectorRoutes } from './modules/connectors/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { jobSiteRoutes, tileSourcesOf } from './modules/job-sites/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { reservationRoutes } from './modules/reservations/index.ts';
import { fleetAlertRoutes, machineFleetRoutes } from './modules/fleet-alerts/index.ts';
import { fleetRoutes, ingestRoutes } from './modules/fleet/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { assistantRoutes } from './modules/assistant/index.ts';
import { equipmentPerformanceRoutes } from './modules/equipment-performance/index.ts';
import { manualRoutes } from './modules/manuals/index.ts';
import { notesRoutes } from './modules/notes/index.ts';
import { equipmentBusinessRoutes } from './modules/equipment-business/index.ts';
import { historyRoutes } from './modules/history/index.ts';
import { isSignedInPath, modulePreloadsFor, readManifest, sendSignedInPage } from './platform/first-data.ts';

/** GET /api/health: 200 with the database up, 503 with it down (ADR 0017). */
const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.string(), version: z.string().nullable() }),
  version: z.string(),
});

export const appVersion: string = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version ?? '0.0.0';

/** Builds the HTTP app over already-opened dependencies; main.ts and the tests both use it. */
export async function buildApp(deps: AppDeps, opts: { logger?: FastifyBaseLogger } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors Fastify raises before routing (a malformed URL, say) get the same JSON shape.
    frameworkErrors: (error, _req, reply: import('fastify').FastifyReply) => {
      reply
        .status(400)
        .send({ error: { code: 'VALIDATION', message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL.' : error.message } });
    },
    // Unknown query keys and bodies are rejected by the strict zod schemas; ids never come from the Host header.
    // Every route, in every plugin, validates with zod and serializes with responseSerializer. Given here rather than
    // through setValidatorCompiler/setSerializerCompiler, Fastify never loads its default compilers (ajv and
    // fast-json-stringify, ≈ 60–100 ms of a restart; ADR 0021).
    schemaController: { compilersFactory: compilersOf(responseSerializer(deps.config.responseCheck)) },
  });
  registerErrorHandling(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The job-site map's tiles (MAP_TILE_URL) come from the tile server itself.
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSourcesOf(deps.config.maps.tileUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before any route: NUL and broken Unicode are refused in one place, before a session is even looked up.
  registerTextInputCheck(app);
  // Before any route is declared: the plugin attaches itself to routes as they are added.
  await app.register(compress, compressOptions);
  await app.register(cookie);
  // After the cookie parser and before the session lookup: cross-site writes with the session cookie end here.
  registerOriginCheck(app, deps.config);
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 1, fields: 10 } });
  // Before the API document reads the routes: the error answers every route shares join its declared responses.
  registerErrorResponses(app, routePermissions);
  await app.register(swagger, {
    openapi: { info: { title: 'GEARS Portal API', version: appVersion } },
    transform: jsonSchemaTransform,
    // Named schemas (the error body, …) go to components.schemas once and are referenced from each route.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Before the session hook: its re-run of read handlers must wrap the permission check (route-permissions.ts).
  registerRoutePermissions(app, routePermissions);
  registerAuthContext(app, deps.db, deps.config);

  app.get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_req, reply) => {
      const database = await deps.health();
      const body = { status: database.status === 'up' ? 'ok' : 'degraded', database, version: appVersion };
      return reply.status(database.status === 'up' ? 200 : 503).send(body);
    },
  );

  await authRoutes(app, deps);
  await accountRoutes(app, deps);
  await teamRoutes(app, deps);
  await companyRoutes(app, deps);
  await adminRoutes(app, deps);
  await jobAdminRoutes(app, deps);
  await demoRoutes(app, deps);
  await equipmentRoutes(app, deps);
  await maintenanceRoutes(app, deps);
  await partsRoutes(app, deps);
  await assignmentRoutes(app, deps);
  await quoteRoutes(app, deps);
  await ledgerRoutes(app, deps);
  await paymentsRoutes(app, deps);
  await documentsRoutes(app, deps);
  await businessRoutes(app, deps);
  await analyticsRoutes(app, deps);
  await notificationRoutes(app, deps);
  await leadsRoutes(app, deps);
  await reviewsRoutes(app, deps);
  await seoRoutes(app, deps);
  await connectorRoutes(app, deps);
  await billingRoutes(app, deps);
  await jobSiteRoutes(app, deps);
  await searchRoutes(app, deps);
  await reservationRoutes(app, deps);
  await fleetAlertRoutes(app, deps);
  await machineFleetRoutes(app, deps);
  await fleetRoutes(app, deps);
  await ingestRoutes(app, deps);
  await dashboardRoutes(app, deps);
  await assistantRoutes(app, deps);
  await equipmentPerformanceRoutes(app, deps);
  await manualRoutes(app, deps);
  await notesRoutes(app, deps);
  await equipmentBusinessRoutes(app, deps);
  await historyRoutes(app, deps);
  await liveEventRoutes(app, deps);

  // Durable jobs (ADR 0010): the worker starts once every module has declared its handlers and schedules.
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());

  serveWebApp(app, deps.config.webDist);
  return app;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The same validator and serializer for every route. Fastify types these factories as builders of ajv and
 * fast-json-stringify compilers; it only calls them and uses what they return as the route's compiler.
 */
function compilersOf(serializer: FastifySerializerCompiler<unknown>): CompilersFactory {
  return { buildValidator: () => validatorCompiler, buildSerializer: () => serializer } as unknown as CompilersFactory;
}

/**
 * Text responses (HTML, JS, CSS, JSON, SVG, CSV…) are compressed, brotli first, then gzip. Brotli at quality 5 (not the
 * default 11): the assets are compressed per request, and 5 is a few milliseconds for the largest bundle against
 * hundreds at 11, for a few per cent more bytes. Images, PDFs and other binary types are left alone (not compressible
 * in mime-db), as are bodies under 1 KB and range responses.
 */
const compressOptions = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  customTypes: /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  zlibOptions: { level: 6 },
};

/** Serves the built web app; unknown non-API paths get index.html so the client router can answer. */
function serveWebApp(app: FastifyInstance, webDist: string): void {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return;
  app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, serve: false });
  const handler = (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for GET ${pathname}` } });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return reply.status(400).send({ error: { code: 'VALIDATION', message: 'Malformed URL.' } });
    }
    const file = path.join(webDist, decoded);
    if (file.startsWith(webDist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Vite puts a content hash in every name under /assets/: cache those for a year; anything else (sw.js,
      // theme-init.js, favicon.svg) is revalidated. sendFile writes Cache-Control itself, so it is told, not overridden.
      if (decoded.startsWith('/assets/')) return reply.sendFile(decoded.slice(1), { maxAge: '365d', immutable: true });
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(decoded.slice(1), { cacheControl: false });
    }
    if (path.extname(decoded)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No file ${decoded}` } });
    }
    // Dashboard and settings are private: keep them out of search engines (spec 01 §2).
    if (/^\/(dashboard|settings)(\/|$)/.test(decoded)) reply.header('X-Robots-Tag', 'noindex');
    if (isSignedInPath(decoded)) return signedInPage(req, reply, decoded);
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html').sendFile('index.html', { cacheControl: false });
  };
  // A signed-in page carries its chunks' preloads and the answers to its first requests (platform/first-data.ts).
  const signedInPage = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, pathname: string) => {
    const manifest = readManifest(webDist);
    const html = await fs.promises.readFile(index, 'utf8');
    return sendSignedInPage(app, req, reply, pathname, html, manifest ? modulePreloadsFor(manifest, pathname) : [], compressOptions);
  };
  app.get('/', handler);
  app.get('/*', handler);
}
