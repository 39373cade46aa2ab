import type { Sql } from '../../db/database.ts';

export type SignupRequestOutcome = 'pending' | 'account_exists' | 'company_taken';

/** Stores a sign-up until its link is used, unless the address has an account or the company name is taken (migration 0016). */
export async function requestSignupUnscoped(
  tx: Sql,
  s: {
    tokenHash: string;
    email: string;
    name: string;
    companyName: string;
    tier: 'basic' | 'professional';
    passwordHash: string;
    expiresAt: Date;
  },
): Promise<SignupRequestOutcome> {
  // Pre-tenant (DESIGN §4 allow-list): a visitor has no company, and the address must be looked up across all of them.
  const rows = await tx.query<{ outcome: SignupRequestOutcome }>('select billing_signup_request($1, $2, $3, $4, $5, $6, $7) as outcome', [
    s.tokenHash,
    s.email,
    s.name,
    s.companyName,
    s.tier,
    s.passwordHash,
    s.expiresAt,
  ]);
  return rows[0]!.outcome;
}

export type SignupConfirmation = {
  outcome: 'invalid' | 'created' | 'email_taken' | 'company_taken';
  company_id: string | null;
  user_id: string | null;
  founders_pricing: boolean;
  email: string | null;
  name: string | null;
  company_name: string | null;
  tier: 'basic' | 'professional' | null;
};

/** Uses a confirmation link once: creates the company, its client_admin and the trial (billing_signup). */
export async function confirmSignupUnscoped(
  tx: Sql,
  s: { tokenHash: string; trialEnd: Date; foundersCap: number },
): Promise<SignupConfirmation> {
  const rows = await tx.query<SignupConfirmation>('select * from billing_signup_confirm($1, $2, $3)', [
    s.tokenHash,
    s.trialEnd,
    s.foundersCap,
  ]);
  return rows[0]!;
}
