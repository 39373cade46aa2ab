// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PlanId } from '@gears/domain/billing/plans.rules';
import { renderOnPlan } from '../../test/test-utils.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { message: 'no' } }), { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderLayout(tier: PlanId | 'loading') {
  renderOnPlan(
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="dashboard" element={<p>home</p>} />
      </Route>
    </Routes>,
    { tier, path: '/dashboard' },
  );
}

/** spec 01 §6: light inventory is Professional and up, so the Parts entry is hidden on Basic. */
describe('dashboard navigation and tier features', () => {
  it('hides Parts Inventory on Basic', async () => {
    renderLayout('basic');
    expect(await screen.findAllByRole('link', { name: /Equipment/ })).not.toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: /Parts/ })).toHaveLength(0);
  });

  it.each(['professional', 'enterprise'] as const)('shows Parts Inventory on %s', async (tier) => {
    renderLayout(tier);
    expect(await screen.findAllByRole('link', { name: /Parts Inventory/ })).not.toHaveLength(0);
  });

  it('keeps the entry while the plan is loading (the page itself waits for the plan)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderLayout('loading');
    expect(await screen.findAllByRole('link', { name: /Parts Inventory/ })).not.toHaveLength(0);
  });

  it('hides it when the plan cannot be read (the tier reads as basic, spec 01 §4)', async () => {
    renderLayout('loading');
    expect(await screen.findAllByRole('link', { name: /Equipment/ })).not.toHaveLength(0);
    await vi.waitFor(() => expect(screen.queryAllByRole('link', { name: /Parts/ })).toHaveLength(0));
  });
});
