// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PlanId } from '@gears/domain/billing/plans.rules';
import { renderOnPlan } from '../../test/test-utils.tsx';
import { QuotesPage } from './quotes-page.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: { message: 'no' } }), { status: 404 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderQuotes(tier: PlanId, path: string) {
  renderOnPlan(<QuotesPage />, { tier, path });
}

const summaryCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/business/summary'));

/** spec 01 §6: reporting (the business Overview) is Professional and up. */
describe('Quotes page: the business Overview and the plan', () => {
  it('Basic: no Overview tab', async () => {
    renderQuotes('basic', '/dashboard/quotes');
    expect(await screen.findByRole('tab', { name: /Documents/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Overview/ })).toBeNull();
  });

  it('Basic: a direct visit to the Overview shows Feature Unavailable and never asks for the summary', async () => {
    renderQuotes('basic', '/dashboard/quotes?tab=overview');
    expect(await screen.findByRole('heading', { name: 'Feature Unavailable' })).toBeTruthy();
    expect(
      screen.getByText(/Reporting is not available in your subscription tier\. It comes with the Professional plan and up\./),
    ).toBeTruthy();
    expect(summaryCalls()).toHaveLength(0);
  });

  it('Professional: the Overview tab and its summary', async () => {
    renderQuotes('professional', '/dashboard/quotes?tab=overview');
    // The page's Overview tab (the overview has an Overview tab of its own too).
    expect(await screen.findAllByRole('tab', { name: /Overview/ })).not.toHaveLength(0);
    expect(screen.queryByText('Feature Unavailable')).toBeNull();
    await vi.waitFor(() => expect(summaryCalls().length).toBeGreaterThan(0));
  });
});
