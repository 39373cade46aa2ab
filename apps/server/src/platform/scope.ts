import { isAdminRole, messages } from '@gears/domain';
import type { Auth } from './auth-context.ts';
import { AppError, notFound } from './errors.ts';

/**
 * Who is acting, the one type every service takes (ADR 0014); routes build it from the session with scopeOf(auth),
 * work without a session (the demo seeder, the bench) with systemScope. companyId is whose records the request works
 * on (spec 01 §4): a client user's company, the impersonated client, or — for a provider admin who is not
 * impersonating — every company (null). The role is for the rules that depend on the input (the permission table's
 * can(), ADR 0008). A provider admin is provider staff: in the all-company view (isProviderAdmin) or viewing as a
 * client (isImpersonating), when they get the client's view (ADR 0005).
 */
export type Scope = {
  companyId: string | null;
  actorId: string;
  role: string;
  /** A provider admin in the all-company view: pricing, the quote workflow, the ledger's provider actions. */
  isProviderAdmin: boolean;
  /** A provider admin viewing as a client (companyId is then the client's). */
  isImpersonating: boolean;
  /** The company the actor belongs to (the provider's, for a provider admin): where audit rows of their own acts go. */
  homeCompanyId: string;
  /** The actor's address, written into security events beside their id; null only for a system scope without one. */
  email: string | null;
  /** The signed-in session acting (the sessions list marks it current); null for work no session does. */
  sessionId: string | null;
  /** When the provider admin began viewing as the client (the view lasts 24 h, spec 01 §9); null when not impersonating. */
  impersonatingSince: Date | null;
};

export function scopeOf(auth: Auth): Scope {
  const session = {
    actorId: auth.userId,
    role: auth.role,
    homeCompanyId: auth.homeCompanyId,
    email: auth.email,
    sessionId: auth.sessionId,
  };
  if (auth.impersonation) {
    return {
      ...session,
      companyId: auth.impersonation.companyId,
      isProviderAdmin: false,
      isImpersonating: true,
      impersonatingSince: auth.impersonation.startedAt,
    };
  }
  return {
    ...session,
    companyId: auth.isAdmin ? null : auth.homeCompanyId,
    isProviderAdmin: auth.isAdmin,
    isImpersonating: false,
    impersonatingSince: null,
  };
}

/**
 * A person acting without a session — the demo seeder, the bench: a provider admin ('gears_admin') in the all-company
 * view, anyone else in their own company. Never impersonating.
 */
export function systemScope(o: { actorId: string; role: string; homeCompanyId: string; email?: string | null }): Scope {
  const isProviderAdmin = isAdminRole(o.role);
  return {
    companyId: isProviderAdmin ? null : o.homeCompanyId,
    actorId: o.actorId,
    role: o.role,
    isProviderAdmin,
    isImpersonating: false,
    homeCompanyId: o.homeCompanyId,
    email: o.email ?? null,
    sessionId: null,
    impersonatingSince: null,
  };
}

/** The acting session, for what only a signed-in session can do (its sessions list, signing the others out). */
export function sessionOf(scope: Scope): string {
  if (!scope.sessionId) throw new AppError('UNAUTHENTICATED', messages.authenticationRequired);
  return scope.sessionId;
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
