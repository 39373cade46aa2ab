import { randomBytes } from 'node:crypto';
import type { BillingPeriod } from '@gears/domain';
import type { Runners } from '../../db/runner.ts';
import { handleWebhook, signPayload } from '../payments/index.ts';
import { testProviderActions } from './subscription-gateway.ts';

/**
 * The test provider (DESIGN §5) has no servers of its own: what Stripe would deliver is built here as a
 * Stripe-shaped event, signed with the webhook secret, and handed to the very same webhook handler.
 */
export async function deliverTestEvent(run: Runners, secret: string, type: string, object: Record<string, unknown>) {
  const event = {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
  const body = Buffer.from(JSON.stringify(event));
  return handleWebhook(run, secret, body, signPayload(body, secret), testProviderActions);
}

/** The end of the first period from `start`: a calendar month or a year later (UTC). */
export function periodEndFrom(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export const newTestId = (prefix: 'sub' | 'cus') => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** A Stripe-shaped subscription object for the test provider. */
export function testSubscriptionObject(s: {
  id: string;
  customer: string;
  status: string;
  planId: string;
  period: BillingPeriod;
  checkoutId: string | null;
  companyId: string;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}) {
  const end = Math.floor(s.periodEnd.getTime() / 1000);
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? end : null,
    items: { object: 'list', data: [{ object: 'subscription_item', current_period_end: end }] },
    metadata: { ...(s.checkoutId ? { checkoutId: s.checkoutId } : {}), companyId: s.companyId, planId: s.planId, period: s.period },
  };
}
