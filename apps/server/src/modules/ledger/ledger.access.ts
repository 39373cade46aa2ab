import { can, effectiveToday, ledgerMessages as m } from '@gears/domain';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth-context.ts';
import { AppError } from '../../platform/errors.ts';
import { isProviderStaff, scopeOf, type Scope } from '../../platform/scope.ts';

/** Paying is the client's act ('invoices.pay', ADR 0008); provider staff never pay, impersonating or not. */
export const mayPay = (scope: Scope): boolean => !isProviderStaff(scope) && can(scope.role, 'invoices.pay');

/**
 * Provider actions on the ledger (convert, void, packages, order status): a provider admin in the all-company
 * view. An impersonating admin has the client view (ADR 0005), so is told to stop impersonating first.
 */
export function requireProviderAdmin(req: FastifyRequest): Scope {
  const scope = scopeOf(requireAuth(req));
  if (scope.isImpersonating) throw new AppError('FORBIDDEN', m.stopImpersonating);
  if (!scope.isProviderAdmin) throw new AppError('FORBIDDEN', m.adminRequired);
  return scope;
}

/** The caller's today: the browser's date hint when within a day of the server's UTC date. */
export const ledgerToday = (hint?: string | null): string => effectiveToday(new Date(), hint);
