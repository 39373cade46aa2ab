import { describe, expect, it } from 'vitest';
import { trialEligibility, type TrialHistory, type TrialRefusal } from './trial.rules.ts';

const earlier = new Date('2026-03-09T00:00:00Z');
const later = new Date('2026-03-20T00:00:00Z');
const fresh: TrialHistory['recorded'] = { tier: 'basic', status: 'inactive', trialEnd: null, trialStatus: null, foundersPricing: false };

describe('trialEligibility (spec 01 §4, issue 12 item 2): one trial, only for a company that never had a plan', () => {
  it.each<{ name: string; h: Partial<TrialHistory>; refused: TrialRefusal | null }>([
    { name: 'never had a plan (registration approved, defaults)', h: {}, refused: null },
    { name: 'the provider company', h: { isProvider: true }, refused: 'provider' },
    { name: 'managed Professional, active', h: { recorded: { ...fresh, tier: 'professional', status: 'active' } }, refused: 'had_plan' },
    { name: 'managed Enterprise, inactive', h: { recorded: { ...fresh, tier: 'enterprise' } }, refused: 'had_plan' },
    { name: 'managed Basic, active', h: { recorded: { ...fresh, status: 'active' } }, refused: 'had_plan' },
    { name: 'managed with a founders spot', h: { recorded: { ...fresh, foundersPricing: true } }, refused: 'had_plan' },
    {
      name: 'a trial recorded before self-service billing',
      h: { recorded: { ...fresh, trialEnd: earlier, trialStatus: 'ended' } },
      refused: 'trial_used',
    },
    { name: 'live trial', h: { stored: { status: 'trialing', trialEnd: later } }, refused: 'trial_used' },
    { name: 'expired trial', h: { stored: { status: 'trialing', trialEnd: earlier } }, refused: 'trial_used' },
    { name: 'active subscription', h: { stored: { status: 'active', trialEnd: null } }, refused: 'subscribed' },
    { name: 'past due subscription', h: { stored: { status: 'past_due', trialEnd: earlier } }, refused: 'subscribed' },
    { name: 'trial used, then canceled', h: { stored: { status: 'canceled', trialEnd: earlier } }, refused: 'trial_used' },
    { name: 'canceled without a trial', h: { stored: { status: 'canceled', trialEnd: null } }, refused: 'had_plan' },
    { name: 'incomplete checkout subscription', h: { stored: { status: 'incomplete', trialEnd: null } }, refused: 'had_plan' },
  ])('$name → $refused', ({ h, refused }) => {
    const result = trialEligibility({ isProvider: false, stored: null, recorded: fresh, ...h });
    expect(result).toEqual(refused === null ? { allowed: true } : { allowed: false, reason: refused });
  });
});
