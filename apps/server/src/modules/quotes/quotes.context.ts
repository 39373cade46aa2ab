import { quoteMessages as m } from '@gears/domain';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';

/**
 * Pricing and the admin workflow: a provider admin who is not impersonating (spec 03 §1, §6); they get the admin view
 * (all companies, vendor prices, the workflow), everyone else the client view (ADR 0005).
 */
export function requireProviderAdmin(actor: Scope): void {
  if (!actor.isProviderAdmin) throw new AppError('FORBIDDEN', m.adminRequired);
}

/** The UTC calendar day, for expiry labels and quote dates. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
