import type { Database, Sql } from './database.ts';

/** The request's identity, written into app.* settings for the policies (ADR 0001). */
export type TenantContext = {
  userId: string | null;
  /** The effective company: own company, the impersonated client, or null for a provider admin's all-company view. */
  companyId: string | null;
  role: string | null;
  isImpersonating: boolean;
};

export const anonymousContext: TenantContext = { userId: null, companyId: null, role: null, isImpersonating: false };

export const runtimeRole = 'app_user';

/**
 * Runs fn in one transaction as the non-owner runtime role with the request's settings.
 * Handlers and services receive only this transaction, never the database handle.
 */
export function withTenant<T>(db: Database, ctx: TenantContext, fn: (tx: Sql) => Promise<T>): Promise<T> {
  // Sent together with `begin` (database.ts): one round trip opens the transaction and sets its context.
  const opening = {
    text: `select set_config('app.user_id', $1, true), set_config('app.company_id', $2, true),
                  set_config('app.role', $3, true), set_config('app.impersonating', $4, true),
                  set_config('role', '${runtimeRole}', true)`,
    values: [ctx.userId ?? '', ctx.companyId ?? '', ctx.role ?? '', ctx.isImpersonating ? 'true' : 'false'],
  };
  return db.transaction((tx) => fn(tx), opening);
}

/** The session request_begin (migration 0004) found, with its user; impersonation fields only while live. */
export type SessionRow = {
  session_id: string;
  user_id: string;
  company_id: string;
  role: string;
  email: string;
  impersonated_company_id: string | null;
  impersonation_started_at: Date | null;
};

/** What the first statement of a request's transaction needs to check its session cookie. */
export type SessionCheck = {
  tokenHash: string;
  idleSeconds: number;
  impersonationSeconds: number;
  /** The rest of the transaction may only read (PostgreSQL refuses writes). */
  readOnly?: boolean;
};

/**
 * Runs fn in one transaction whose first statement, request_begin, switches to the runtime role,
 * checks the session (idle and absolute expiry, disabled user, impersonation older than its
 * lifetime dropped and recorded) and writes the session's effective tenant context into the
 * app.* settings, exactly as withTenant would for tenantContextOf(auth). It travels with `begin`, so
 * opening the request's transaction and checking its session take one round trip. No live session: fn gets null and the
 * settings stay empty, matching no tenant row (fail closed).
 */
export function withSession<T>(db: Database, check: SessionCheck, fn: (tx: Sql, session: SessionRow | null) => Promise<T>): Promise<T> {
  // Sent together with `begin` (database.ts): the session check costs no round trip of its own.
  return db.transaction((tx, opened) => fn(tx, (opened[0] as SessionRow | undefined) ?? null), sessionOpening(check));
}

/**
 * withSession for a caller that already expects a session (auth-context's cache of recent checks): fn starts at
 * once and its first query travels in one message with `begin` and the session check (Opening.deferredCheck).
 * `expect` sees the session, or null, before fn sees any result, and throws to abandon fn's work. Whatever auth
 * the caller expected, fn's queries run under the context the check itself wrote (fail closed when none).
 */
export function withExpectedSession<T>(
  db: Database,
  check: SessionCheck,
  expect: (session: SessionRow | null) => void,
  fn: (tx: Sql) => Promise<T>,
): Promise<T> {
  const opening = {
    ...sessionOpening(check),
    deferredCheck: (rows: Record<string, unknown>[]) => expect((rows[0] as SessionRow | undefined) ?? null),
    readOnly: check.readOnly,
  };
  return db.transaction((tx) => fn(tx), opening);
}

const sessionOpening = (check: SessionCheck) => ({
  text: 'select * from request_begin($1::text, $2::integer, $3::integer, $4::boolean)',
  values: [check.tokenHash, check.idleSeconds, check.impersonationSeconds, check.readOnly ?? false],
});

/** Startup check: the runtime role must not be able to bypass row-level security. */
export async function assertRuntimeRoleIsSafe(db: Database): Promise<void> {
  const rows = await db.query<{ rolsuper: boolean; rolbypassrls: boolean; owns: number }>(
    `select r.rolsuper, r.rolbypassrls,
            (select count(*)::int from pg_tables t where t.schemaname = 'public' and t.tableowner = r.rolname) as owns
       from pg_roles r where r.rolname = $1`,
    [runtimeRole],
  );
  const role = rows[0];
  if (!role) throw new Error(`Refusing to start: the runtime role ${runtimeRole} does not exist.`);
  if (role.rolsuper || role.rolbypassrls || role.owns > 0) {
    throw new Error(`Refusing to start: the runtime role ${runtimeRole} can bypass row-level security.`);
  }
  const unforced = await db.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'schema_migrations'
        and not (c.relrowsecurity and c.relforcerowsecurity)`,
  );
  if (unforced.length > 0) {
    throw new Error(`Refusing to start: row-level security is not forced on ${unforced.map((r) => r.relname).join(', ')}.`);
  }
}

/** The source ingest_begin (migration 0027) found for the hash of an ingest secret; its company is the context. */
export type IngestSourceRow = { source_id: string; company_id: string; tracker_type: string };

/**
 * Runs fn in one transaction as the runtime role under the company of the active tracker source whose secret hashes
 * to secretHash (ingest_begin, sent with `begin`: one round trip). No such source: fn gets null and the context stays
 * empty, matching no tenant row (fail closed).
 */
export function withIngestSource<T>(
  db: Database,
  secretHash: string,
  fn: (tx: Sql, source: IngestSourceRow | null) => Promise<T>,
): Promise<T> {
  const opening = { text: 'select * from ingest_begin($1::text)', values: [secretHash] };
  return db.transaction((tx, opened) => fn(tx, (opened[0] as IngestSourceRow | undefined) ?? null), opening);
}
