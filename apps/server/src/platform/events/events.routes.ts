import type { FastifyInstance } from 'fastify';
import { liveEventMessages as m } from '@gears/domain/platform/live-events';
import type { AppDeps } from '../../app-deps.ts';
import { anonymousContext, withTenant } from '../../db/tenant.ts';
import { impersonationLifetimeMs, requireAuth, sessionCookie } from '../auth-context.ts';
import { AppError } from '../errors.ts';
import { fileResponse } from '../responses.ts';
import { assertSameOrigin } from '../origin-check.ts';
import { scopeOf, type Scope } from '../scope.ts';
import { hashToken } from '../tokens.ts';
import { findStreamSession } from './events.repo.ts';
import { LiveEventHub, liveEventChannel } from './hub.ts';
import { SseStream } from './stream.ts';

/** A comment every 25 s keeps proxies (which often cut idle connections at 30–60 s) from closing the stream. */
export const heartbeatMs = 25_000;
/** Streams one user may hold open in one process (several tabs and devices; each tab holds one). */
export const maxStreamsPerUser = 10;

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: {
      hub: LiveEventHub;
      /** Checks every open stream's session now, as each heartbeat does; ended or changed sessions lose their stream. */
      recheckSessions(): Promise<void>;
    };
  }
}

type OpenStream = { stream: SseStream; tokenHash: string; scope: Scope; stop(): void };

/**
 * GET /api/events (ADR 0011): the signed-in user's live events as Server-Sent Events. Every process LISTENs on one
 * channel (PostgreSQL: a dedicated connection, events from every process; PGlite: in process) and hands each event
 * to the streams that may hear it (hub.ts mayHear).
 */
export async function liveEventRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const hub = new LiveEventHub();
  const open = new Set<OpenStream>();
  const stopListening = await db.listen(
    liveEventChannel,
    (payload) => hub.receive(payload),
    () => hub.gap(),
  );

  /** The stream goes on while its session lives with the same user and company view; else it ends (the browser reconnects and is answered afresh). */
  const recheck = async (s: OpenStream) => {
    const row = await withTenant(db, anonymousContext, (tx) =>
      findStreamSession(tx, s.tokenHash, config.sessionIdleSeconds, impersonationLifetimeMs / 1000),
    ).catch(() => undefined); // the database is unreachable for a moment: keep the stream, check again next time
    if (row === undefined) return;
    const view = row && (row.role === 'gears_admin' ? row.impersonated_company_id : row.company_id);
    const same = row !== null && row.session_id === s.scope.sessionId && row.user_id === s.scope.actorId && view === s.stream.companyId;
    if (!same) s.stream.end();
  };
  const recheckSessions = async () => {
    await Promise.all([...open].map(recheck));
  };
  app.decorate('liveEvents', { hub, recheckSessions });
  // Open streams would keep app.close() waiting for ever.
  app.addHook('preClose', async () => {
    for (const s of open) s.stream.destroy();
  });
  app.addHook('onClose', async () => stopListening());

  app.get(
    '/api/events',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['platform'],
        summary: 'Live events of the signed-in user (text/event-stream)',
        response: { 200: fileResponse('Server-Sent Events: `id`, `event` (the kind) and `data` (JSON) per change', 'text/event-stream') },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      // A cross-site page must not open the stream with the visitor's cookie (EventSource sends Origin cross-origin).
      assertSameOrigin(req, config);
      const lastId = req.headers['last-event-id'];
      if (lastId !== undefined && !/^\d{1,20}$/.test(String(lastId))) throw new AppError('VALIDATION', m.badLastEventId);
      if (hub.countFor(scope.actorId) >= maxStreamsPerUser) throw new AppError('RATE_LIMITED', m.tooManyStreams(maxStreamsPerUser));

      const stream = new SseStream(reply.raw, scope.actorId, scope.companyId);
      reply.hijack();
      stream.open(reply.getHeaders());
      // Replay and subscription in one tick: no event can fall between them.
      const missed = lastId === undefined ? [] : hub.since(String(lastId), stream);
      if (missed === null) stream.reset();
      else for (const event of missed) stream.deliver(event);
      const unsubscribe = hub.add(stream);

      const entry: OpenStream = { stream, tokenHash: hashToken(req.cookies[sessionCookie]!), scope, stop: () => {} };
      const timer = setInterval(() => {
        void recheck(entry).then(() => stream.heartbeat());
      }, heartbeatMs);
      timer.unref();
      entry.stop = () => {
        clearInterval(timer);
        unsubscribe();
        open.delete(entry);
      };
      open.add(entry);
      reply.raw.on('close', () => entry.stop());
    },
  );
}
