/**
 * The database could not be reached, or dropped the connection mid-request (restart, failover, a terminated
 * backend). The error handler answers 503 with Retry-After (platform/errors.ts); a read may be retried once on a
 * fresh connection first (platform/auth-context.ts, ADR 0017).
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * PostgreSQL error classes that mean the connection is gone, not that the statement was wrong: 08 connection
 * exception, 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down).
 */
const lostSqlStates = /^(08...|57P0[123])$/;
const lostSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a socket that closed under a query, or a client already broken, in words only. */
const lostMessages =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect/i;

/** True when err says the connection failed or died, so the statement's fate is the connection's, not its own. */
export function isConnectionLost(err: unknown): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (lostSqlStates.test(code) || lostSocketCodes.has(code))) return true;
  return lostMessages.test(err.message);
}

/** err as a DatabaseUnavailable when the connection was lost; any other error unchanged. */
export function asUnavailable(err: unknown): unknown {
  return isConnectionLost(err) && !(err instanceof DatabaseUnavailable) ? new DatabaseUnavailable(err) : err;
}
