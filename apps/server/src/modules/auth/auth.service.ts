import { messages, type SignInInput } from '@gears/domain';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import { ownContext, type Runners } from '../../db/runner.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hitLimits, releaseSignInHits, resetLimits, signInLimits } from '../../platform/rate-limit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import * as repo from './auth.repo.ts';

export const resetTokenLifetimeMs = 60 * 60 * 1000; // one hour

export type Client = { ip: string; userAgent: string | null };

/**
 * Signs in: rate limits per account and address (failures only), then the password check outside any transaction
 * (argon2 is slow on purpose), then a fresh session. The same message for an unknown email and a wrong password.
 */
export async function signIn(
  run: Runners,
  input: SignInInput,
  opts: { previousToken: string | undefined; client: Client; config: Config },
): Promise<{ token: string; userId: string }> {
  const limits = signInLimits(input.email, opts.client.ip);
  const account = await run.anonymous(async (tx) => {
    await hitLimits(tx, [limits.account, limits.address]);
    return repo.findUserForSignInUnscoped(tx, input.email);
  });
  const ok = await verifyPassword(account?.password_hash ?? null, input.password);
  // A failure keeps its hits: only failures count towards the limits.
  if (!account || !ok || account.is_disabled) throw new AppError('UNAUTHENTICATED', messages.invalidCredentials);
  const user = { userId: account.user_id, companyId: account.company_id, role: account.role };
  const token = await run.as(ownContext(user))(async (tx) => {
    await releaseSignInHits(tx, limits);
    return startSession(tx, { ...user, ...opts });
  });
  return { token, userId: account.user_id };
}

/** Issues a fresh session token and revokes the one presented before (rotation at sign-in). */
export async function startSession(
  tx: Sql,
  opts: { companyId: string; userId: string; previousToken: string | undefined; client: Client; config: Config },
): Promise<string> {
  if (opts.previousToken) await repo.revokeSessionByToken(tx, hashToken(opts.previousToken));
  const token = newToken();
  await repo.insertSession(tx, {
    companyId: opts.companyId,
    userId: opts.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + opts.config.sessionAbsoluteSeconds * 1000),
    userAgent: opts.client.userAgent?.slice(0, 300) ?? null,
    ipAddress: opts.client.ip,
  });
  return token;
}

export async function signOut(tx: Sql, token: string): Promise<void> {
  await repo.revokeSessionByToken(tx, hashToken(token));
}

/** Always answers the same way, so nobody learns which emails have accounts. */
export async function requestPasswordReset(tx: Sql, email: string, client: Client, config: Config): Promise<void> {
  await hitLimits(tx, resetLimits(email, client.ip));
  await issuePasswordReset(tx, email, config);
}

/**
 * A fresh one-use reset link, emailed to the account's address; false when no enabled account has it. Forgot-password
 * and a provider admin's resend from the outbox (which never shows the link) both issue it this way.
 */
export async function issuePasswordReset(tx: Sql, email: string, config: Config): Promise<boolean> {
  const token = newToken();
  const account = await repo.createPasswordResetUnscoped(tx, email, hashToken(token), new Date(Date.now() + resetTokenLifetimeMs));
  if (!account) return false;
  // Links use PUBLIC_URL, never the Host header.
  const link = `${config.publicUrl}/auth?reset=true&type=recovery&token=${encodeURIComponent(token)}`;
  await enqueueEmail(tx, {
    to: account.email,
    subject: 'Reset your GEARS Portal password',
    template: 'password_reset',
    text: [
      `Hello ${account.name},`,
      '',
      'Someone asked to reset the password of your GEARS Portal account.',
      `Choose a new password here (the link works once and expires in 1 hour):`,
      link,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
  return true;
}

export async function resetPassword(run: Runners, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await run.anonymous((tx) => repo.consumePasswordResetUnscoped(tx, hashToken(token), passwordHash));
  if (!userId) throw new AppError('VALIDATION', messages.resetLinkInvalid);
}
