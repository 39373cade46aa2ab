import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/database.ts';
import type { Runners } from '../db/runner.ts';
import { adminContextOf, requireAdmin } from './auth-context.ts';
import { adminOperationLimit, hitLimits } from './rate-limit.ts';
import { scopeOf, type Scope } from './scope.ts';

/**
 * Runs admin work in the admin's own all-company view (even while impersonating), rate limited per user and
 * operation (spec 01 §6); anyone but a provider admin gets 403. fn gets the admin's Scope as their session has it
 * (an impersonated client shows in it: starting or stopping impersonation reads it).
 */
export function adminRunner(run: Runners) {
  return <T>(req: FastifyRequest, operation: string, fn: (tx: Sql, admin: Scope) => Promise<T>): Promise<T> => {
    const auth = requireAdmin(req);
    return run.as(adminContextOf(auth))(async (tx) => {
      await hitLimits(tx, [adminOperationLimit(auth.userId, operation)]);
      return fn(tx, scopeOf(auth));
    });
  };
}
