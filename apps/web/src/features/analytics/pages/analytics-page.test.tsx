// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { featuresOf } from '@gears/domain/billing/tiers.rules';
import { buildMe, renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { buildActivity, buildFinancial, buildFleet, buildMaintenance, buildSummary } from '../../../test/analytics-fixture.ts';
import { AnalyticsPage } from './analytics-page.tsx';

// why: recharts measures its container, which happy-dom does not lay out; the panels' tests show what charts get.
vi.mock('../components/charts.lazy.ts', () => ({ BarsChart: () => <p>chart</p>, LinesChart: () => <p>chart</p> }));

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/analytics/summary')) return json(buildSummary());
      if (url.startsWith('/api/analytics/maintenance')) return json(buildMaintenance());
      if (url.startsWith('/api/analytics/financial')) return json(buildFinancial());
      if (url.startsWith('/api/analytics/fleet')) return json(buildFleet());
      if (url.startsWith('/api/analytics/activity')) return json(buildActivity());
      // The provider's own plan (the admin's all-company view is never gated, spec 01 §4).
      if (url.startsWith('/api/billing/subscription'))
        return json({ subscription_tier: 'enterprise', features: featuresOf('enterprise'), warnings: [] });
      if (url.startsWith('/api/admin/companies'))
        return json({ companies: [{ id: 'b1e2c3d4-0000-4000-8000-000000000001', name: 'Acme Quarry', isProvider: false }] });
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const figure = (label: string) =>
  within(screen.getByLabelText('Summary for the period')).getByText(label).parentElement!.querySelector('dd')!.textContent;

describe('Analytics page', () => {
  it('shows the summary of spec 01 §3 from the server, whole dollars on the cards, and opens on Maintenance & Repair', async () => {
    renderOnPlan(<AnalyticsPage />, { tier: 'professional', path: '/dashboard/analytics' });
    await screen.findByLabelText('Summary for the period');
    expect(figure('Quotes issued')).toBe('6');
    expect(screen.getByText('$5,374 quoted')).toBeTruthy();
    expect(figure('Overdue invoices')).toBe('2');
    expect(figure('Average quote')).toBe('$896');
    expect(await screen.findByText('57.1%')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Maintenance & Repair' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.find((u) => u.startsWith('/api/analytics/summary'))).toContain('period=last_90_days');
    expect(calls.some((u) => u.startsWith('/api/analytics/financial'))).toBe(false);
  });

  it('asks for the chosen period and loads a view when its tab is opened', async () => {
    renderOnPlan(<AnalyticsPage />, { tier: 'professional', path: '/dashboard/analytics?period=last_12_months&view=activity' });
    expect(await screen.findByText('Hours of the day in America/Los Angeles.')).toBeTruthy();
    const activity = calls.find((u) => u.startsWith('/api/analytics/activity'))!;
    expect(activity).toContain('period=last_12_months');
    expect(activity).toMatch(/timeZone=/);

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last_30_days' } });
    await vi.waitFor(() =>
      expect(calls.some((u) => u.startsWith('/api/analytics/summary') && u.includes('period=last_30_days'))).toBe(true),
    );
  });

  it('sends a custom range as from and to', async () => {
    renderOnPlan(<AnalyticsPage />, { tier: 'enterprise', path: '/dashboard/analytics?from=2026-01-05&to=2026-02-05&view=fleet' });
    await screen.findByLabelText('Fleet figures');
    const fleet = calls.find((u) => u.startsWith('/api/analytics/fleet'))!;
    expect(fleet).toContain('from=2026-01-05');
    expect(fleet).toContain('to=2026-02-05');
    expect(fleet).not.toContain('period=');
  });

  it('a plan without reporting gets the upgrade message and asks for nothing', async () => {
    renderOnPlan(<AnalyticsPage />, { tier: 'basic', path: '/dashboard/analytics' });
    expect(await screen.findByTestId('feature-unavailable')).toBeTruthy();
    expect(screen.getByText(/Reporting is not available in your subscription tier/)).toBeTruthy();
    expect(calls.filter((u) => u.startsWith('/api/analytics'))).toEqual([]);
  });

  it('a provider admin reads all companies or picks one', async () => {
    const me = buildMe({
      user: { role: 'gears_admin' },
      context: { isAdmin: true, companyId: null, companyName: 'GEARS Equipment Services' },
    });
    renderOnPlan(<AnalyticsPage />, { tier: 'enterprise', path: '/dashboard/analytics', me });
    const company = (await screen.findByLabelText('Company')) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Acme Quarry' });
    fireEvent.change(company, { target: { value: 'b1e2c3d4-0000-4000-8000-000000000001' } });
    await vi.waitFor(() =>
      expect(
        calls.some((u) => u.startsWith('/api/analytics/summary') && u.includes('companyId=b1e2c3d4-0000-4000-8000-000000000001')),
      ).toBe(true),
    );
  });
});
