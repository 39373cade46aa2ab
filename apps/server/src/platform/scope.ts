import type { Auth } from './auth-context.ts';
import { AppError, notFound } from './errors.ts';

/**
 * Whose records a request works on (spec 01 §4): a client user's company, the impersonated
 * client, or — for a provider admin who is not impersonating — every company (companyId null).
 * The role is for the rules that depend on the input (the permission table's can(), ADR 0008).
 */
export type Scope = { companyId: string | null; actorId: string; role: string };

export function scopeOf(auth: Auth): Scope {
  if (auth.impersonation) return { companyId: auth.impersonation.companyId, actorId: auth.userId, role: auth.role };
  return { companyId: auth.isAdmin ? null : auth.homeCompanyId, actorId: auth.userId, role: auth.role };
}

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
