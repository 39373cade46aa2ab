import type { Database, Sql } from './database.ts';
import { anonymousContext, withTenant, type TenantContext } from './tenant.ts';

/** Runs fn in one tenant transaction; services that need several short transactions take one of these. */
export type TxRunner = <T>(fn: (tx: Sql) => Promise<T>) => Promise<T>;

export type Runners = {
  anonymous: TxRunner;
  as(ctx: TenantContext): TxRunner;
};

export function runnersFor(db: Database): Runners {
  return {
    anonymous: (fn) => withTenant(db, anonymousContext, fn),
    as: (ctx) => (fn) => withTenant(db, ctx, fn),
  };
}

/** A user's own context (their home company), used right after sign-in or invitation acceptance. */
export function ownContext(user: { userId: string; companyId: string; role: string }): TenantContext {
  return {
    userId: user.userId,
    companyId: user.role === 'gears_admin' ? null : user.companyId,
    role: user.role,
    isImpersonating: false,
  };
}
