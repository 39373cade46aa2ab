import {
  billingMessages as m, foundersProgramme, passwordProblem, planById, trialDays, trialEndFrom,
  type SignupInput, type SignupResult,
} from '@gears/domain';
import type { Config } from '../../config.ts';
import { ownContext, type Runners } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hitLimits, publicFormLimit, type Limit } from '../../platform/rate-limit.ts';
import { startSession, type Client } from '../auth/auth.service.ts';
import * as repo from './billing.repo.ts';
import { selfServicePlanOf } from './subscription.service.ts';

/** Spam protection: the platform's per-address form limit, and a few attempts a day per email address. */
export const signupEmailLimit = (email: string): Limit => ({ bucket: `form:signup-email:${email}`, max: 5, windowSeconds: 24 * 60 * 60 });

export type SignupDone = { token: string | null; userId: string | null; result: SignupResult };

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * POST /api/public/signup (/signup-with-plan): company, client_admin and a 7-day trial of the chosen plan without a
 * card, at the founders price while spots remain (decided under the founders lock, so the 26th never gets one),
 * then signed in. A filled honeypot gets the same answer and creates nothing.
 */
export async function signup(run: Runners, input: SignupInput, opts: { client: Client; previousToken: string | undefined; config: Config }): Promise<SignupDone> {
  const tier = selfServicePlanOf(input.planId);
  const trialEnd = trialEndFrom(new Date());
  const answer = (founders: boolean): SignupResult => ({ trial_end_date: trialEnd.toISOString(), planId: tier, foundersPricing: founders, title: m.trialActivated });
  if (input.website && input.website.trim() !== '') {
    await run.anonymous((tx) => hitLimits(tx, [publicFormLimit('signup', opts.client.ip)]));
    return { token: null, userId: null, result: answer(false) };
  }
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('VALIDATION', problem, { details: [{ path: 'password', message: problem }] });
  await run.anonymous((tx) => hitLimits(tx, [publicFormLimit('signup', opts.client.ip), signupEmailLimit(input.email)]));
  const passwordHash = await hashPassword(input.password);
  let created: repo.SignupOutcome;
  try {
    created = await run.anonymous((tx) => repo.signupUnscoped(tx, {
      companyName: input.companyName, email: input.email, name: input.name, passwordHash, tier, trialEnd, foundersCap: foundersProgramme.spots,
    }));
  } catch (err) {
    // An invitation accepted for the same address at the same moment.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', m.emailTaken, { details: [{ path: 'email', message: m.emailTaken }] });
    throw err;
  }
  if (created.outcome === 'email_taken') throw new AppError('CONFLICT', m.emailTaken, { details: [{ path: 'email', message: m.emailTaken }] });
  if (created.outcome === 'company_taken') throw new AppError('CONFLICT', m.companyTaken, { details: [{ path: 'companyName', message: m.companyTaken }] });
  const user = { userId: created.user_id!, companyId: created.company_id!, role: 'client_admin' };
  const token = await run.as(ownContext(user))(async (tx) => {
    const sessionToken = await startSession(tx, { ...user, previousToken: opts.previousToken, client: opts.client, config: opts.config });
    await recordActivity(tx, {
      companyId: user.companyId, userId: user.userId, action: 'trial_started', entityType: 'subscription', entityId: user.companyId,
      details: { tier, founders: created.founders_pricing, via: 'signup' },
    });
    const plan = planById(tier)!;
    await enqueueEmail(tx, {
      to: input.email,
      subject: `Your ${trialDays}-day GEARS Portal trial has started`,
      template: 'trial_started',
      text: [
        `Hello ${input.name},`,
        '',
        `${input.companyName} is on a free ${trialDays}-day trial of the ${plan.name} plan until ${trialEnd.toUTCString()}. No card is needed for the trial.`,
        created.founders_pricing ? `You hold a founders spot: ${plan.name} at $${plan.foundersMonthly}/month for as long as your subscription stays active.` : null,
        '',
        `Choose how to pay before the trial ends: ${opts.config.publicUrl}/account/billing`,
      ].filter((line) => line !== null).join('\n'),
    });
    return sessionToken;
  });
  return { token, userId: user.userId, result: answer(created.founders_pricing) };
}
