import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fleetMessages as m, ingestResult, type FixInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/responses.ts';
import { assertCleanText } from '../../platform/text-input.ts';
import { ingestFixes } from './ingest.service.ts';
import { jsonPositions } from './json-push.parse.ts';
import { osmandJson, osmandParams } from './osmand.parse.ts';
import { traccarForward } from './traccar.parse.ts';

const tags = ['fleet ingest'];
/** issue 16: a batch carries at most 10 MB. */
export const ingestBodyLimit = 10 * 1024 * 1024;
/** A sender has this long to deliver its whole body (a slow sender cannot hold a connection and its buffer). */
export const ingestBodyDeadlineMs = 60_000;

const params = z.strictObject({ secret: z.string().min(1).max(200) });
const osmandQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const responses = { 200: ingestResult, ...errorResponses(401, 403, 413) };

/**
 * The ingest (issue 16 item 2; docs/fleet-ingest.md): no session, the source's secret in the path (never logged:
 * platform/capability-links.ts hides it in request lines). Bodies are read raw (up to 10 MB, within 60 s) and parsed
 * here: OsmAnd (query, form or Traccar Client's JSON), Traccar's JSON forward, and the generic JSON push.
 */
export async function ingestRoutes(app: FastifyInstance, deps: AppDeps, opts: { bodyDeadlineMs?: number } = {}) {
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ingestBodyLimit }, (_req, body, done) => done(null, body));
    limitBodyTime(scoped, opts.bodyDeadlineMs ?? ingestBodyDeadlineMs);
    scoped.setErrorHandler((err) => {
      if ((err as { statusCode?: number }).statusCode === 413 && !(err instanceof AppError))
        throw new AppError('PAYLOAD_TOO_LARGE', m.batchTooLarge);
      throw err;
    });
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    const ingest = (secret: string, fixes: FixInput[], countDuplicates = true) =>
      ingestFixes({ db: deps.db, jobs: deps.jobs }, { secret, fixes, countDuplicates });

    const osmand = async (req: FastifyRequest<{ Params: { secret: string }; Querystring: Record<string, string | string[]> }>) => {
      const body = bodyOf(req);
      const json = body.kind === 'json' ? osmandJson(body.value) : null;
      if (body.kind === 'json' && !json) throw new AppError('VALIDATION', m.badIngestBody);
      if (json) return ingest(req.params.secret, json);
      // Query parameters first, as Traccar reads them; a form body when the URL carries none.
      const fields = Object.keys(req.query).length > 0 || body.kind !== 'form' ? req.query : body.value;
      return ingest(req.params.secret, [osmandParams(fields, new Date())]);
    };
    r.get('/api/ingest/osmand/:secret', { schema: { tags, params, querystring: osmandQuery, response: responses } }, osmand);
    r.post('/api/ingest/osmand/:secret', { schema: { tags, params, querystring: osmandQuery, response: responses } }, osmand);

    r.post('/api/ingest/traccar/:secret', { schema: { tags, params, response: responses } }, async (req) => {
      const body = bodyOf(req);
      const forward = body.kind === 'json' ? traccarForward(body.value) : null;
      if (!forward) throw new AppError('VALIDATION', m.badIngestBody);
      return ingest(req.params.secret, forward.fixes, !forward.isEvent);
    });

    r.post('/api/ingest/json/:secret', { schema: { tags, params, response: responses } }, async (req) => {
      const body = bodyOf(req);
      const positions = body.kind === 'json' ? jsonPositions(body.value) : null;
      if (positions === 'too_many') throw new AppError('PAYLOAD_TOO_LARGE', m.tooManyPositions);
      if (!positions) throw new AppError('VALIDATION', m.badIngestBody);
      return ingest(req.params.secret, positions);
    });
  });
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: Record<string, string> };

/** The raw body as JSON (by content type, or by its first character) or form fields; bad text or JSON is 400. */
function bodyOf(req: FastifyRequest): Body {
  const raw = req.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return { kind: 'none' };
  const text = raw.toString('utf8');
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('VALIDATION', 'Malformed JSON body.');
    }
    assertCleanText(value);
    return { kind: 'json', value };
  }
  const value = Object.fromEntries(new URLSearchParams(text));
  assertCleanText(value);
  return { kind: 'form', value };
}

/** Ends a request whose body has not fully arrived within `ms` (the connection is closed; nothing is stored). */
function limitBodyTime(app: FastifyInstance, ms: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const clear = async (req: FastifyRequest) => clearTimeout(timers.get(req));
  app.addHook('onRequest', async (req) => {
    const timer = setTimeout(() => req.raw.destroy(), ms);
    timer.unref();
    timers.set(req, timer);
  });
  app.addHook('preValidation', clear);
  app.addHook('onResponse', clear);
}
