// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MeResponse } from '@gears/domain';
import type { PlanId } from '@gears/domain/billing/plans.rules';
import { buildMe, renderOnPlan } from '../../../test/test-utils.tsx';
import { PartsPage } from './parts-page.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/parts'))
      return new Response(JSON.stringify({ items: [], total: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify({ error: { message: 'no' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderParts(tier: PlanId, me: MeResponse = buildMe()) {
  renderOnPlan(<PartsPage />, { tier, path: '/dashboard/parts-inventory', me });
}

const partsCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/parts'));

/** spec 01 §6: light inventory is Professional and up; a direct visit on Basic explains instead of failing. */
describe('Parts Inventory page and the plan', () => {
  it('Basic: a direct visit shows Feature Unavailable, names the plan that has it, links to pricing, and asks for nothing', async () => {
    renderParts('basic');
    expect(await screen.findByRole('heading', { name: 'Feature Unavailable' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Parts Inventory' })).toBeTruthy();
    expect(
      screen.getByText(/Light inventory is not available in your subscription tier\. It comes with the Professional plan and up\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Part/ })).toBeNull();
    expect(partsCalls()).toHaveLength(0);
  });

  it('Basic: the company administrator gets the way to upgrade', async () => {
    renderParts('basic', buildMe({ user: { role: 'client_admin' } }));
    expect((await screen.findByRole('link', { name: 'Upgrade your plan' })).getAttribute('href')).toBe('/account/billing');
  });

  it('Professional: the inventory itself', async () => {
    renderParts('professional');
    expect(await screen.findByRole('button', { name: /Add Part/ })).toBeTruthy();
    expect(screen.queryByText('Feature Unavailable')).toBeNull();
    await vi.waitFor(() => expect(partsCalls().length).toBeGreaterThan(0));
  });
});
