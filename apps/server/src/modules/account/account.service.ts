import { messages, type MeResponse, type ThemeValue, type UpdateProfileInput, type Role, type SessionSummary } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { TxRunner } from '../../db/runner.ts';
import { impersonationLifetimeMs } from '../../platform/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { isProviderStaff, sessionOf, type Scope } from '../../platform/scope.ts';
import * as repo from './account.repo.ts';

export const avatarUrlOf = (user: repo.UserRow) =>
  user.avatar_key ? `/api/users/${user.id}/avatar?v=${new Date(user.updated_at).getTime()}` : null;

/** The signed-in user's profile and effective company context (spec 01 §4). */
export async function loadMe(tx: Sql, scope: Scope): Promise<MeResponse> {
  const user = await repo.findUserWithHomeCompany(tx, scope.actorId);
  if (!user) throw new AppError('UNAUTHENTICATED', messages.profileNotFound);
  const homeName = user.home_company_name ?? '';
  const viewed = scope.isImpersonating ? scope.companyId : null;
  const since = scope.impersonatingSince;
  const impersonation =
    viewed && since
      ? {
          companyId: viewed,
          companyName: (await repo.companyName(tx, viewed)) ?? '',
          startedAt: since.toISOString(),
          expiresAt: new Date(since.getTime() + impersonationLifetimeMs).toISOString(),
        }
      : null;
  const context = impersonation
    ? { isAdmin: true, isImpersonating: true, companyId: impersonation.companyId, companyName: impersonation.companyName, impersonation }
    : isProviderStaff(scope)
      ? { isAdmin: true, isImpersonating: false, companyId: null, companyName: 'GEARS Admin Dashboard', impersonation: null }
      : { isAdmin: false, isImpersonating: false, companyId: user.company_id, companyName: homeName, impersonation: null };
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role as Role,
      jobTitle: user.job_title,
      avatarUrl: avatarUrlOf(user),
      companyId: user.company_id,
      companyName: homeName,
      theme: user.theme as ThemeValue,
    },
    context,
  };
}

export async function updateProfile(tx: Sql, scope: Scope, input: UpdateProfileInput): Promise<void> {
  await repo.updateProfile(tx, scope.actorId, input);
}

/** Checks the current password outside the transaction (argon2 is slow on purpose), then stores the new hash. */
export async function changePassword(run: TxRunner, scope: Scope, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const keep = sessionOf(scope);
  const user = await run((tx) => repo.findUser(tx, scope.actorId));
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError('VALIDATION', 'Current password is incorrect.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await run(async (tx) => {
    await repo.updateProfile(tx, scope.actorId, { passwordHash });
    await repo.revokeOtherSessions(tx, scope.actorId, keep);
  });
}

export async function listSessions(tx: Sql, scope: Scope, idleSeconds: number): Promise<SessionSummary[]> {
  const rows = await repo.listLiveSessions(tx, scope.actorId, idleSeconds);
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    userAgent: r.user_agent,
    ipAddress: r.ip_address,
    isCurrent: r.id === scope.sessionId,
  }));
}

export async function revokeSession(tx: Sql, scope: Scope, sessionId: string): Promise<void> {
  if (!(await repo.revokeSession(tx, scope.actorId, sessionId))) throw notFound();
}

export function revokeOtherSessions(tx: Sql, scope: Scope): Promise<number> {
  return repo.revokeOtherSessions(tx, scope.actorId, sessionOf(scope));
}
