import type { Auth } from './auth-context.ts';
import { AppError, notFound } from './errors.ts';

/**
 * Who is acting, the one type every service takes (ADR 0014). companyId is whose records the request works on
 * (spec 01 §4): a client user's company, the impersonated client, or — for a provider admin who is not
 * impersonating — every company (null). The role is for the rules that depend on the input (the permission
 * table's can(), ADR 0008). A provider admin is provider staff: in the all-company view (isProviderAdmin) or
 * viewing as a client (isImpersonating), when they get the client's view (ADR 0005).
 */
export type Scope = {
  companyId: string | null;
  actorId: string;
  role: string;
  /** A provider admin in the all-company view: pricing, the quote workflow, the ledger's provider actions. */
  isProviderAdmin: boolean;
  /** A provider admin viewing as a client. */
  isImpersonating: boolean;
};

export function scopeOf(auth: Auth): Scope {
  if (auth.impersonation) {
    return {
      companyId: auth.impersonation.companyId,
      actorId: auth.userId,
      role: auth.role,
      isProviderAdmin: false,
      isImpersonating: true,
    };
  }
  return {
    companyId: auth.isAdmin ? null : auth.homeCompanyId,
    actorId: auth.userId,
    role: auth.role,
    isProviderAdmin: auth.isAdmin,
    isImpersonating: false,
  };
}

/** Provider staff — a provider admin, impersonating or not — never act as the client party (paying, ADR 0008). */
export const isProviderStaff = (scope: Pick<Scope, 'isProviderAdmin' | 'isImpersonating'>): boolean =>
  scope.isProviderAdmin || scope.isImpersonating;

/** A list filter: the admin's all-company view may narrow to one company; anyone else naming another company gets 404. */
export function readCompany(scope: Scope, requested: string | undefined): string | null {
  if (scope.companyId === null) return requested ?? null;
  if (requested && requested !== scope.companyId) throw notFound('Company not found');
  return scope.companyId;
}

/**
 * The company a write goes to: the caller's own; a provider admin who is not impersonating must name it, and
 * `chooseMessage` says for what ("Choose the company for this task (companyId).").
 */
export function writeCompany(scope: Scope, requested: string | undefined, chooseMessage = 'Choose the company (companyId).'): string {
  if (scope.companyId === null) {
    if (!requested) throw new AppError('VALIDATION', chooseMessage);
    return requested;
  }
  // DESIGN §4: an id in the request must belong to the caller's company; another tenant's id answers 404.
  if (requested && requested !== scope.companyId) throw notFound('Company not found');
  return scope.companyId;
}
