import {
  billingMessages as m,
  foundersProgramme,
  passwordProblem,
  planById,
  trialDays,
  trialEndFrom,
  type SignupInput,
  type SignupRequested,
  type SignupResult,
} from '@gears/domain';
import type { Config } from '../../config.ts';
import { ownContext, type Runners } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hitLimits, publicFormLimit, type Limit } from '../../platform/rate-limit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { startSession, type Client } from '../auth/index.ts';
import * as repo from './signup.repo.ts';
import { selfServicePlanOf } from './subscription.service.ts';

/** Spam protection: the platform's per-address form limit, and a few attempts a day per email address. */
export const signupEmailLimit = (email: string): Limit => ({ bucket: `form:signup-email:${email}`, max: 5, windowSeconds: 24 * 60 * 60 });

export type SignupDone = { token: string; userId: string; result: SignupResult };

/** How long a sign-up waits for its confirmation link. */
export const signupConfirmationLifetimeMs = 24 * 60 * 60 * 1000;

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * POST /api/public/signup (/signup-with-plan). Nothing is created yet: the answer is the same for every address, so
 * it never tells whether one has an account (issue 12 item 7). A new address gets a link that creates the company,
 * its client_admin and the 7-day trial (confirmSignup); the owner of an address that has an account gets an email
 * saying someone tried, with the ways in. Both do the same work (the password is hashed either way). A taken company
 * name is refused whoever asks, and a filled honeypot gets the same answer and creates nothing.
 */
export async function requestSignup(run: Runners, input: SignupInput, opts: { client: Client; config: Config }): Promise<SignupRequested> {
  const tier = selfServicePlanOf(input.planId);
  const answer: SignupRequested = { status: 'confirmation_sent', message: m.confirmationSent };
  if (input.website && input.website.trim() !== '') {
    await run.anonymous((tx) => hitLimits(tx, [publicFormLimit('signup', opts.client.ip)]));
    return answer;
  }
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('VALIDATION', problem, { details: [{ path: 'password', message: problem }] });
  await run.anonymous((tx) => hitLimits(tx, [publicFormLimit('signup', opts.client.ip), signupEmailLimit(input.email)]));
  const passwordHash = await hashPassword(input.password);
  const token = newToken();
  await run.anonymous(async (tx) => {
    const outcome = await repo.requestSignupUnscoped(tx, {
      tokenHash: hashToken(token),
      email: input.email,
      name: input.name,
      companyName: input.companyName,
      tier,
      passwordHash,
      expiresAt: new Date(Date.now() + signupConfirmationLifetimeMs),
    });
    if (outcome === 'company_taken')
      throw new AppError('CONFLICT', m.companyTaken, { details: [{ path: 'companyName', message: m.companyTaken }] });
    const query = new URLSearchParams({ plan: tier, period: input.period ?? 'monthly', token });
    await enqueueEmail(
      tx,
      outcome === 'pending'
        ? confirmEmail(input, `${opts.config.publicUrl}/signup-with-plan?${query}`)
        : accountExistsEmail(input.email, opts.config),
    );
  });
  return answer;
}

/**
 * POST /api/public/signup/confirm: the emailed link creates the company, its client_admin and a 7-day trial of the
 * chosen plan without a card, at the founders price while spots remain (decided under the founders lock, so the 26th
 * never gets one), then signs the new user in. Whoever holds the link has proved the address, so here a conflict
 * may be named.
 */
export async function confirmSignup(
  run: Runners,
  token: string,
  opts: { client: Client; previousToken: string | undefined; config: Config },
): Promise<SignupDone> {
  await run.anonymous((tx) => hitLimits(tx, [publicFormLimit('signup-confirm', opts.client.ip)]));
  const trialEnd = trialEndFrom(new Date());
  let created: repo.SignupConfirmation;
  try {
    created = await run.anonymous((tx) =>
      repo.confirmSignupUnscoped(tx, { tokenHash: hashToken(token), trialEnd, foundersCap: foundersProgramme.spots }),
    );
  } catch (err) {
    // An invitation accepted for the same address at the same moment.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', m.emailTaken);
    throw err;
  }
  if (created.outcome === 'invalid') throw new AppError('VALIDATION', m.confirmationInvalid);
  if (created.outcome === 'email_taken') throw new AppError('CONFLICT', m.emailTaken);
  if (created.outcome === 'company_taken') throw new AppError('CONFLICT', m.companyTaken);
  const tier = created.tier!;
  const user = { userId: created.user_id!, companyId: created.company_id!, role: 'client_admin' };
  const sessionToken = await run.as(ownContext(user))(async (tx) => {
    const started = await startSession(tx, { ...user, previousToken: opts.previousToken, client: opts.client, config: opts.config });
    await recordActivity(tx, {
      companyId: user.companyId,
      userId: user.userId,
      action: 'trial_started',
      entityType: 'subscription',
      entityId: user.companyId,
      details: { tier, founders: created.founders_pricing, via: 'signup' },
    });
    await enqueueEmail(tx, trialStartedEmail(created, trialEnd, opts.config));
    return started;
  });
  return {
    token: sessionToken,
    userId: user.userId,
    result: { trial_end_date: trialEnd.toISOString(), planId: tier, foundersPricing: created.founders_pricing, title: m.trialActivated },
  };
}

function confirmEmail(input: SignupInput, link: string) {
  return {
    to: input.email,
    subject: 'Confirm your email to start your GEARS Portal trial',
    template: 'signup_confirm',
    text: [
      `Hello ${input.name},`,
      '',
      `Confirm this address to create ${input.companyName} on GEARS Portal and start your free ${trialDays}-day trial (the link works once, for 24 hours):`,
      link,
      '',
      'If you did not sign up, ignore this email: nothing is created without this link.',
    ].join('\n'),
  };
}

function accountExistsEmail(to: string, config: Config) {
  return {
    to,
    subject: 'Someone tried to sign up to GEARS Portal with your address',
    template: 'signup_account_exists',
    text: [
      'Someone (perhaps you) tried to create a GEARS Portal account with this address, which already has one. Nothing was changed.',
      '',
      `Sign in: ${config.publicUrl}/auth`,
      `Forgot your password? Reset it: ${config.publicUrl}/auth?tab=forgot`,
      '',
      'If it was not you, ignore this email.',
    ].join('\n'),
  };
}

function trialStartedEmail(created: repo.SignupConfirmation, trialEnd: Date, config: Config) {
  const plan = planById(created.tier!)!;
  return {
    to: created.email!,
    subject: `Your ${trialDays}-day GEARS Portal trial has started`,
    template: 'trial_started',
    text: [
      `Hello ${created.name},`,
      '',
      `${created.company_name} is on a free ${trialDays}-day trial of the ${plan.name} plan until ${trialEnd.toUTCString()}. No card is needed for the trial.`,
      created.founders_pricing
        ? `You hold a founders spot: ${plan.name} at $${plan.foundersMonthly}/month for as long as your subscription stays active.`
        : null,
      '',
      `Choose how to pay before the trial ends: ${config.publicUrl}/account/billing`,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  };
}
