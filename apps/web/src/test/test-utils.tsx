import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { ReactElement } from 'react';
import type { MeResponse } from '@gears/domain';
import type { PlanId } from '@gears/domain/billing/plans.rules';
import { featuresOf } from '@gears/domain/billing/tiers.rules';
import { meQueryKey } from '../lib/session.ts';
import { subscriptionQueryKey } from '../lib/subscription.ts';

afterEach(cleanup);

export function buildMe(overrides: { user?: Partial<MeResponse['user']>; context?: Partial<MeResponse['context']> } = {}): MeResponse {
  return {
    user: {
      id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      email: 'morgan@northwind.demo',
      name: 'Morgan Lee',
      role: 'manager',
      jobTitle: null,
      avatarUrl: null,
      companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      companyName: 'Northwind Construction',
      theme: 'system',
      ...overrides.user,
    },
    context: {
      isAdmin: false,
      isImpersonating: false,
      companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      companyName: 'Northwind Construction',
      impersonation: null,
      ...overrides.context,
    },
  };
}

/** A query client whose session is already known (null = signed out), so nothing is fetched. */
export function queryClientWithSession(me: MeResponse | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQueryKey, me);
  return client;
}

export function renderWithSession(ui: ReactElement, me: MeResponse | null) {
  const client = queryClientWithSession(me);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/**
 * Renders ui at `path` for a signed-in user whose company is on `tier` (the plan query answered as the server would,
 * features included); 'loading' leaves the plan unanswered.
 */
export function renderOnPlan(
  ui: ReactElement,
  { tier, path, me = buildMe() }: { tier: PlanId | 'loading'; path: string; me?: MeResponse },
) {
  const client = queryClientWithSession(me);
  if (tier !== 'loading') {
    client.setQueryData([...subscriptionQueryKey, me.context.companyId], {
      subscription_tier: tier,
      features: featuresOf(tier),
      warnings: [],
    });
  }
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders the current location so a test can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}
