import type { DashboardSummary } from '@gears/domain';

/** A summary as the server answers it, for the component tests; override any part. */
export function buildSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    scope: { companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', companyName: 'Northwind Construction' },
    today: '2026-11-26',
    asOf: null,
    periodDays: 30,
    fleet: {
      total: 8,
      active: 2,
      idle: 1,
      maintenance: 4,
      advisories: {
        total: { tone: 'info', text: 'Small fleet' },
        active: { tone: 'critical', text: 'Low utilisation: 25 % of the fleet active' },
        idle: { tone: 'success', text: 'Low idle share (12.5 %)' },
        maintenance: { tone: 'warning', text: '50 % of the fleet in maintenance' },
      },
    },
    cards: {
      fleet: { machines: 8, inMaintenance: 4, trend: { current: 8, previous: 5, changePercent: 60 } },
      maintenance: { openTasks: 4, overdueTasks: 2, completedInPeriod: 2, trend: { current: 2, previous: 4, changePercent: -50 } },
      quotes: { openQuotes: 3, openValueCents: 5_500_050, requestedInPeriod: 3, trend: null },
      analytics: { paidInPeriodCents: 180_000, paidInvoicesInPeriod: 2, trend: null },
    },
    insights: [
      { id: 'availability', tone: 'critical', title: 'Fleet availability is low', message: '3 machines of 8 ready for work (37.5 %).' },
      { id: 'overdue_tasks', tone: 'info', title: 'A little maintenance is overdue', message: '2 tasks are overdue.' },
      { id: 'open_quotes', tone: 'info', title: 'Significant value in open quotes', message: '3 open quotes worth $55,001.' },
    ],
    attention: [
      { kind: 'overdue_tasks', reach: 'all', count: 2, label: '2 tasks are overdue', href: '/dashboard/maintenance?status=overdue' },
      {
        kind: 'repairs_to_approve',
        reach: 'all',
        count: 0,
        label: '0 repair requests to approve',
        href: '/dashboard/maintenance?tab=repairs',
      },
      {
        kind: 'low_stock',
        reach: 'all',
        count: 1,
        label: '1 part is at or below the reorder point',
        href: '/dashboard/parts-inventory?filter=low-stock',
      },
    ],
    ...overrides,
  };
}
