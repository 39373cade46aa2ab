import { quoteMessages as m } from '@gears/domain';
import type { Auth } from '../../platform/auth-context.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Who is acting on quotes. A provider admin who is not impersonating gets the admin view (all companies, vendor
 * prices, the workflow); everyone else — client users and an impersonating admin — gets the client view (ADR 0005).
 */
export type QuoteActor = {
  /** The effective company; null for the provider admin's all-company view. */
  companyId: string | null;
  actorId: string;
  role: string;
  isProviderAdmin: boolean;
  isImpersonating: boolean;
};

export function quoteActorOf(auth: Auth): QuoteActor {
  if (auth.impersonation) {
    return { companyId: auth.impersonation.companyId, actorId: auth.userId, role: auth.role, isProviderAdmin: false, isImpersonating: true };
  }
  return {
    companyId: auth.isAdmin ? null : auth.homeCompanyId,
    actorId: auth.userId,
    role: auth.role,
    isProviderAdmin: auth.isAdmin,
    isImpersonating: false,
  };
}

/** Pricing and the admin workflow: a provider admin who is not impersonating (spec 03 §1, §6). */
export function requireProviderAdmin(actor: QuoteActor): void {
  if (!actor.isProviderAdmin) throw new AppError('FORBIDDEN', m.adminRequired);
}

/** The UTC calendar day, for expiry labels and quote dates. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
