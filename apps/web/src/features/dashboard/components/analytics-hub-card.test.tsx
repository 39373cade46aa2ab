// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AnalyticsHubView } from '@gears/domain';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { AnalyticsHubCard, hubRotationMs } from './analytics-hub-card.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const hub: AnalyticsHubView = {
  scope: { companyId: null, companyName: null },
  range: { from: '2026-10-28', to: '2026-11-26', period: 'last_30_days' },
  today: '2026-11-26',
  asOf: null,
  maintenance: { completionRate: 83.3, overdueTasks: 2, meanTimeToRepairHours: 26.5 },
  financial: { quotesIssued: 4, paidValue: '12500.50', overdueInvoiceValue: '0.00' },
  activity: { scans: 31, tasksCompleted: 9, busiestWeekday: 'Tuesday' },
};

describe('Analytics hub card (spec 03 §9: three views, every 8 s)', () => {
  it('shows the server figures and cycles Maintenance → Financial → Activity, with dot selectors', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(hub)),
    );
    renderOnPlan(<AnalyticsHubCard />, { tier: 'enterprise', path: '/' });
    expect(await screen.findByText('Maintenance & Repair')).toBeTruthy();
    expect(screen.getByText('83 %')).toBeTruthy();
    expect(screen.getByText('26.5 h')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(hubRotationMs));
    expect(screen.getByText('Financial Analytics')).toBeTruthy();
    expect(screen.getByText('$12,500.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Activity Patterns' }));
    expect(screen.getByText('Tuesday')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toMatch(/^\/api\/analytics\/hub\?today=/);
    expect(screen.getByText('Last 30 days')).toBeTruthy();
  });

  it("says when a large fleet's figures were computed (ADR 0042)", async () => {
    const asOf = '2026-11-26T14:05:00Z';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...hub, asOf })),
    );
    renderOnPlan(<AnalyticsHubCard />, { tier: 'enterprise', path: '/' });
    const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(asOf));
    expect(await screen.findByText(`Last 30 days, as of ${time}`)).toBeTruthy();
  });
});
