import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@gears/domain';
import type { Config } from '../config.ts';
import type { Database, Sql } from '../db/database.ts';
import {
  anonymousContext,
  withExpectedSession,
  withSession,
  withTenant,
  type SessionCheck,
  type SessionRow,
  type TenantContext,
} from '../db/tenant.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './errors.ts';
import { SessionCache } from './session-cache.ts';
import { hashToken } from './tokens.ts';

export const sessionCookie = 'gears_session';
export const impersonationLifetimeMs = 24 * 60 * 60 * 1000; // spec 01 §9

export type Auth = {
  sessionId: string;
  userId: string;
  email: string;
  role: string;
  /** The company the user belongs to. */
  homeCompanyId: string;
  isAdmin: boolean;
  impersonation: { companyId: string; startedAt: Date } | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the session cookie into request.auth (also used right after sign-in). */
    resolveAuth(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * 'read': the handler's database work is one req.tenant call that only reads, and nothing
     * touches the database before it. The session check then opens that very transaction,
     * read-only (see holdSessionTransaction), or, for a session checked recently, travels with the
     * handler's first query (see expectSession). Such a handler may run twice (when the session
     * changed meanwhile), so it decides on roles itself rather than in a route hook.
     */
    sessionTransaction?: 'read';
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** Runs fn in a transaction under the caller's effective tenant context. */
    tenant<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  }
}

/** spec 01 §4: impersonating admin → the client; admin → all companies (no company id); others → own company. */
export function tenantContextOf(auth: Auth | null): TenantContext {
  if (!auth) return anonymousContext;
  if (auth.isAdmin && auth.impersonation) {
    return { userId: auth.userId, companyId: auth.impersonation.companyId, role: auth.role, isImpersonating: true };
  }
  if (auth.isAdmin) return { userId: auth.userId, companyId: null, role: auth.role, isImpersonating: false };
  return { userId: auth.userId, companyId: auth.homeCompanyId, role: auth.role, isImpersonating: false };
}

/**
 * Route config for a handler whose only database work is one reading req.tenant call (see sessionTransaction):
 * its session check and its query share one round trip.
 */
export const readRoute = { sessionTransaction: 'read' } as const;

/** The provider admin's own all-company view, used by admin routes even while impersonating. */
export function adminContextOf(auth: Auth): TenantContext {
  return { userId: auth.userId, companyId: null, role: auth.role, isImpersonating: false };
}

export function registerAuthContext(app: FastifyInstance, db: Database, config: Config): void {
  const checkOf = (request: FastifyRequest): SessionCheck | null => {
    const token = request.cookies[sessionCookie];
    if (!token) return null;
    return { tokenHash: hashToken(token), idleSeconds: config.sessionIdleSeconds, impersonationSeconds: impersonationLifetimeMs / 1000 };
  };
  const recent = new SessionCache<Auth>(sessionCacheMs, 10_000);
  app.decorateRequest('auth', null);
  const firstTry = <T>(request: FastifyRequest, fn: (tx: Sql) => Promise<T>): { answer: Promise<T>; again(): Promise<T> } => {
    const expected = expectedSessions.get(request);
    if (expected) {
      expectedSessions.delete(request);
      // The retry checks the session again: the first try may have died before its check answered.
      return {
        answer: expectSession(db, recent, expected, request.auth, fn),
        again: () => expectSession(db, recent, expected, request.auth, fn),
      };
    }
    const fresh = () => withTenant(db, tenantContextOf(request.auth), fn);
    const held = heldTransactions.get(request);
    if (held) {
      heldTransactions.delete(request);
      // The held transaction carries the context of the auth it was opened for; anything else gets its own.
      // Its session check answered already, so a retry runs under the auth it found.
      if (held.auth === request.auth) return { answer: held.claim(fn), again: fresh };
      held.release();
    }
    return { answer: fresh(), again: fresh };
  };
  app.decorateRequest('tenant', function tenant<T>(this: FastifyRequest, fn: (tx: Sql) => Promise<T>) {
    const { answer, again } = firstTry(this, fn);
    // A read whose connection died is tried once more on a fresh connection; a write is not (it may have committed).
    if (!readMethods.has(this.method)) return answer;
    return answer.catch((err: unknown) => {
      if (!(err instanceof DatabaseUnavailable)) throw err;
      return again();
    });
  });
  app.decorate('resolveAuth', async (request: FastifyRequest) => {
    request.auth = null;
    const check = checkOf(request);
    if (!check) return;
    request.auth = authOf(await onceMore(() => withSession(db, check, async (_tx, session) => session)));
    recent.set(check.tokenHash, request.auth);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || sessionFreeRoutes.has(request.routeOptions.url ?? '')) return;
    const check = request.routeOptions.config?.sessionTransaction === 'read' ? checkOf(request) : null;
    if (!check) return app.resolveAuth(request);
    const readCheck = { ...check, readOnly: true };
    const known = recent.get(check.tokenHash);
    if (known) {
      // Checked in the handler's one transaction, together with its first query (expectSession).
      request.auth = known;
      expectedSessions.set(request, readCheck);
      return;
    }
    const { auth, held } = await onceMore(() => holdSessionTransaction(db, readCheck));
    request.auth = auth;
    recent.set(check.tokenHash, auth);
    if (held) heldTransactions.set(request, held);
  });
  // A 'read' handler that ran on an auth the session check then contradicted runs again on the checked one.
  app.addHook('onRoute', (route) => {
    if (route.config?.sessionTransaction !== 'read') return;
    const handler = route.handler;
    route.handler = async function rerunOnSessionChange(this: FastifyInstance, request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (err) {
        if (!(err instanceof SessionChanged)) throw err;
        // The contradicted try rolled back, and with it what its check wrote (an expired impersonation dropped and
        // recorded, the last-seen touch): check the session again in a transaction of its own, which commits them.
        await app.resolveAuth(request);
        requireAuth(request);
        return handler.call(this, request, reply);
      }
    };
  });
  // A request that ends without claiming its held transaction (validation error, 4xx, aborted) commits it here.
  const release = async (request: FastifyRequest) => {
    expectedSessions.delete(request);
    const held = heldTransactions.get(request);
    if (!held) return;
    heldTransactions.delete(request);
    held.release();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

const readMethods = new Set(['GET', 'HEAD']);

/** Routes that never read the session: the health probe must say "database down" while the database is down. */
// The ingest is authorised by the source's secret in its URL (modules/fleet), never by a session.
const sessionFreeRoutes = new Set(['/api/health', '/api/ingest/osmand/:secret', '/api/ingest/traccar/:secret', '/api/ingest/json/:secret']);

/**
 * A session check whose connection died is run once more on a fresh connection, whatever the request's method:
 * the handler has not started, and the check (request_begin) only touches the session, so running it twice is harmless.
 */
async function onceMore<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (!(err instanceof DatabaseUnavailable)) throw err;
    return check();
  }
}

/** How long a session check's answer may steer the next read request (it is checked again by that request). */
const sessionCacheMs = 30_000;

const expectedSessions = new WeakMap<FastifyRequest, SessionCheck>();

/** The session check contradicted the auth a read request started on (the handler then checks it again and re-runs). */
class SessionChanged extends Error {
  constructor() {
    super('The session changed while the request was being answered.');
  }
}

/**
 * A read request whose session was checked recently: fn runs at once on that auth, and its first query goes to
 * the database with the session check (withExpectedSession, one round trip). The check's answer replaces the
 * cached one; if it differs from the auth fn ran on (signed out, expired, impersonation or role changed
 * elsewhere), fn's result is dropped before anyone sees it and the handler runs again (onRoute above).
 * Whatever fn was told, its queries ran under the context the check wrote, so they never saw another
 * tenant's rows.
 */
function expectSession<T>(
  db: Database,
  recent: SessionCache<Auth>,
  check: SessionCheck,
  expected: Auth | null,
  fn: (tx: Sql) => Promise<T>,
): Promise<T> {
  return withExpectedSession(
    db,
    check,
    (session) => {
      const auth = authOf(session);
      recent.set(check.tokenHash, auth);
      if (!sameAuth(auth, expected)) throw new SessionChanged();
    },
    fn,
  );
}

function sameAuth(a: Auth | null, b: Auth | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.sessionId === b.sessionId &&
    a.userId === b.userId &&
    a.email === b.email &&
    a.role === b.role &&
    a.homeCompanyId === b.homeCompanyId &&
    a.isAdmin === b.isAdmin &&
    a.impersonation?.companyId === b.impersonation?.companyId &&
    a.impersonation?.startedAt.getTime() === b.impersonation?.startedAt.getTime()
  );
}

function authOf(row: SessionRow | null): Auth | null {
  if (!row) return null;
  const isAdmin = row.role === 'gears_admin';
  // auth_request_session (migration 0004) has already dropped and recorded an impersonation past its lifetime.
  const impersonation =
    isAdmin && row.impersonated_company_id && row.impersonation_started_at
      ? { companyId: row.impersonated_company_id, startedAt: new Date(row.impersonation_started_at) }
      : null;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    email: row.email,
    role: row.role,
    homeCompanyId: row.company_id,
    isAdmin,
    impersonation,
  };
}

/** A tenant transaction opened by the session check and kept for the handler's first req.tenant call. */
type HeldTransaction = {
  auth: Auth;
  claim<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Commits without further work (the session's last_seen_at touch is kept). */
  release(): void;
};

const heldTransactions = new WeakMap<FastifyRequest, HeldTransaction>();

/** Last resort if neither the handler nor onResponse/onRequestAbort ever comes: PGlite serialises transactions. */
const heldTimeoutMs = 10_000;

/**
 * For routes with config.sessionTransaction = 'read': the request's one tenant transaction starts
 * with the session check (request_begin), so a list request costs begin, one statement and its
 * query instead of a separate lookup transaction first; the context request_begin writes is
 * tenantContextOf(auth) (ADR 0001). The transaction is read-only after the session's last-seen
 * touch, so the handler gets its result without waiting for the commit (nothing it read can
 * change by committing; a failed commit only loses that touch). With no live session the
 * transaction ends at once.
 */
function holdSessionTransaction(db: Database, check: SessionCheck): Promise<{ auth: Auth | null; held: HeldTransaction | null }> {
  return new Promise((resolve, reject) => {
    let hand!: (fn: ((tx: Sql) => Promise<unknown>) | null) => void;
    const work = new Promise<((tx: Sql) => Promise<unknown>) | null>((r) => {
      hand = r;
    });
    let opened = false;
    const done = withSession(db, check, async (tx, session) => {
      opened = true;
      const auth = authOf(session);
      if (!auth) {
        resolve({ auth: null, held: null });
        return undefined;
      }
      let handed = false;
      const give = (fn: ((tx: Sql) => Promise<unknown>) | null) => {
        if (handed) return false;
        handed = true;
        clearTimeout(timer);
        hand(fn);
        return true;
      };
      const timer = setTimeout(() => give(null), heldTimeoutMs);
      timer.unref();
      resolve({
        auth,
        held: {
          auth,
          claim: <T>(fn: (tx: Sql) => Promise<T>) =>
            new Promise<T>((answer, fail) => {
              const run = async (tx: Sql) => {
                try {
                  const out = await fn(tx);
                  answer(out);
                  return out;
                } catch (err) {
                  fail(err);
                  throw err; // rolls the transaction back
                }
              };
              if (!give(run)) fail(new Error('The request transaction was already used.'));
            }),
          release: () => void give(null),
        },
      });
      const fn = await work;
      return fn ? fn(tx) : undefined;
    });
    // Before the check answered: the request fails. Afterwards the claimant has its answer already (commit or rollback follows).
    done.catch((err: unknown) => {
      if (!opened) reject(err);
    });
  });
}

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', messages.authenticationRequired);
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): Auth {
  const auth = requireAuth(request);
  if (!auth.isAdmin) throw new AppError('FORBIDDEN', messages.adminRequired);
  return auth;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: config.sessionAbsoluteSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}
