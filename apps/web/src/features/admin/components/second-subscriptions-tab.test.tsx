// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { SecondSubscription } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { SecondSubscriptionsTab } from './second-subscriptions-tab.tsx';

const row: SecondSubscription = {
  id: '5f0c1b0e-2a7c-4b59-9d8e-1f2a3b4c5d6e',
  companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  companyName: 'Granite Quarry',
  provider: 'stripe',
  planId: 'professional',
  period: 'yearly',
  amount: 740,
  checkoutId: '0cc10702-5357-400b-8d17-211c429eb8f7',
  providerSubscriptionId: 'sub_second',
  keptSubscriptionId: 'sub_first',
  status: 'failed',
  refundIds: [],
  error: 'An error occurred with our connection to Stripe.',
  createdAt: '2026-11-25T10:00:00.000Z',
  resolvedAt: null,
};
let answer: SecondSubscription[];

beforeEach(() => {
  answer = [row];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/admin/billing/second-subscriptions')
        return new Response(JSON.stringify({ secondSubscriptions: answer }), { headers: { 'Content-Type': 'application/json' } });
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('admin: second subscriptions (issue 12 item 3)', () => {
  const render = () =>
    renderWithSession(<SecondSubscriptionsTab />, buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true } }));

  it('lists each with its company, plan, amount and where its refund stands', async () => {
    render();
    expect(await screen.findByText('Granite Quarry')).toBeTruthy();
    expect(screen.getByText(/Professional, yearly/)).toBeTruthy();
    expect(screen.getByText('$740.00')).toBeTruthy();
    expect(screen.getByText('Refund failed, retried on the next delivery')).toBeTruthy();
    expect(screen.getByText('An error occurred with our connection to Stripe.')).toBeTruthy();
  });

  it('says plainly when there are none', async () => {
    answer = [];
    render();
    expect(await screen.findByText('No second subscriptions')).toBeTruthy();
  });
});
