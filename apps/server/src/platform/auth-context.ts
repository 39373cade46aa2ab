import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@gears/domain';
import type { Config } from '../config.ts';
import type { Database, Sql } from '../db/database.ts';
import { anonymousContext, withTenant, type TenantContext } from '../db/tenant.ts';
import { AppError } from './errors.ts';
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
  interface FastifyRequest {
    auth: Auth | null;
    /** Runs fn in a transaction under the caller's effective tenant context. */
    tenant<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  }
}

type SessionRow = {
  session_id: string;
  user_id: string;
  company_id: string;
  role: string;
  email: string;
  impersonated_company_id: string | null;
  impersonation_started_at: Date | null;
};

/** spec 01 §4: impersonating admin → the client; admin → all companies (no company id); others → own company. */
export function tenantContextOf(auth: Auth | null): TenantContext {
  if (!auth) return anonymousContext;
  if (auth.isAdmin && auth.impersonation) {
    return { userId: auth.userId, companyId: auth.impersonation.companyId, role: auth.role, isImpersonating: true };
  }
  if (auth.isAdmin) return { userId: auth.userId, companyId: null, role: auth.role, isImpersonating: false };
  return { userId: auth.userId, companyId: auth.homeCompanyId, role: auth.role, isImpersonating: false };
}

/** The provider admin's own all-company view, used by admin routes even while impersonating. */
export function adminContextOf(auth: Auth): TenantContext {
  return { userId: auth.userId, companyId: null, role: auth.role, isImpersonating: false };
}

export function registerAuthContext(app: FastifyInstance, db: Database, config: Config): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tenant', function tenant<T>(this: FastifyRequest, fn: (tx: Sql) => Promise<T>) {
    return withTenant(db, tenantContextOf(this.auth), fn);
  });
  app.decorate('resolveAuth', async (request: FastifyRequest) => {
    request.auth = null;
    const token = request.cookies[sessionCookie];
    if (!token) return;
    const rows = await withTenant(db, anonymousContext, (tx) =>
      tx.query<SessionRow>('select * from auth_session_lookup($1, $2)', [hashToken(token), config.sessionIdleSeconds]),
    );
    const row = rows[0];
    if (!row) return;
    const isAdmin = row.role === 'gears_admin';
    let impersonation: Auth['impersonation'] = null;
    if (isAdmin && row.impersonated_company_id && row.impersonation_started_at) {
      const startedAt = new Date(row.impersonation_started_at);
      if (Date.now() - startedAt.getTime() < impersonationLifetimeMs) {
        impersonation = { companyId: row.impersonated_company_id, startedAt };
      } else {
        await expireImpersonation(db, row);
      }
    }
    request.auth = {
      sessionId: row.session_id,
      userId: row.user_id,
      email: row.email,
      role: row.role,
      homeCompanyId: row.company_id,
      isAdmin,
      impersonation,
    };
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await app.resolveAuth(request);
  });
}

async function expireImpersonation(db: Database, row: SessionRow): Promise<void> {
  const ctx: TenantContext = { userId: row.user_id, companyId: null, role: row.role, isImpersonating: false };
  await withTenant(db, ctx, async (tx) => {
    await tx.query('update sessions set impersonated_company_id = null, impersonation_started_at = null where id = $1', [row.session_id]);
    await tx.query(
      `insert into security_events (company_id, actor_user_id, actor_email, event_type, target_company_id, details)
       values ($1, $2, $3, 'impersonation_expired', $4, '{}')`,
      [row.company_id, row.user_id, row.email, row.impersonated_company_id],
    );
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
