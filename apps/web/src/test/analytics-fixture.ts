import type {
  ActivityAnalyticsView,
  AnalyticsSummaryView,
  FinancialAnalyticsView,
  FleetAnalyticsView,
  MaintenanceAnalyticsView,
} from '@gears/domain';

const header = {
  scope: { companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', companyName: 'Northwind Construction' },
  range: { from: '2026-01-01', to: '2026-03-31', period: 'last_90_days' as const },
  today: '2026-03-31',
};
const zeroFigure = { count: 0, value: '0.00' };
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export function buildSummary(overrides: Partial<AnalyticsSummaryView['summary']> = {}): AnalyticsSummaryView {
  return {
    ...header,
    summary: {
      totalQuotes: 6,
      totalQuoteValue: '5374.19',
      acceptedQuotes: 5,
      totalOrders: 4,
      totalOrderValue: '3673.95',
      totalInvoices: 3,
      totalInvoiceValue: '3623.95',
      paidInvoices: 2,
      paidInvoiceValue: '1123.45',
      overdueInvoices: 2,
      overdueInvoiceValue: '2400.50',
      monthlySpending: '123.45',
      avgQuoteValue: '895.70',
      avgOrderValue: '918.49',
      recentTransactions: [
        {
          type: 'payment',
          id: '0b8f1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b',
          number: 'INV-00009',
          customerName: 'Northwind Construction',
          date: '2026-03-31',
          amount: '123.45',
          status: 'paid',
        },
      ],
      ...overrides,
    },
  };
}

export function buildMaintenance(overrides: Partial<MaintenanceAnalyticsView> = {}): MaintenanceAnalyticsView {
  return {
    ...header,
    asOf: null,
    completion: { tasks: 4, completedTasks: 2, overdueTasks: 2, repairs: 3, pendingRepairs: 1, completionRate: 57.1 },
    overdueTrend: [
      { weekStart: '2026-03-16', asOf: '2026-03-22', overdue: 1 },
      { weekStart: '2026-03-23', asOf: '2026-03-29', overdue: 3 },
    ],
    repairs: { completed: 2, meanTimeToRepairHours: 264 },
    costByMachine: [
      {
        equipmentId: '1b7e2a40-9c3d-4f5e-8a1b-2c3d4e5f6a7b',
        name: 'Excavator A1',
        repairs: '1200.50',
        parts: '49.00',
        operational: '0.00',
        total: '1249.50',
      },
    ],
    costTotal: '1624.60',
    ...overrides,
  };
}

export function buildFinancial(overrides: Partial<FinancialAnalyticsView> = {}): FinancialAnalyticsView {
  return {
    ...header,
    funnel: {
      quotes: { count: 6, value: '5374.19' },
      orders: { count: 4, value: '3673.95' },
      invoices: { count: 3, value: '3623.95' },
      paid: { count: 2, value: '1123.45' },
    },
    conversion: { quoteToOrder: 66.7, orderToInvoice: 75, invoiceToPaid: 66.7 },
    byMonth: [
      { month: '2026-02', quotes: { count: 2, value: '3500.50' }, orders: zeroFigure, invoices: zeroFigure, paid: zeroFigure },
      {
        month: '2026-03',
        quotes: { count: 4, value: '1873.69' },
        orders: zeroFigure,
        invoices: zeroFigure,
        paid: { count: 2, value: '1123.45' },
      },
    ],
    overdue: {
      count: 2,
      value: '2400.50',
      buckets: [
        { bucket: '1-30', count: 1, value: '2000.50' },
        { bucket: '31-60', count: 0, value: '0.00' },
        { bucket: '61-90', count: 1, value: '400.00' },
        { bucket: '90+', count: 0, value: '0.00' },
      ],
    },
    averages: { quoteValue: '895.70', orderValue: '918.49', invoiceValue: '1207.98', daysToPay: 1.5 },
    ...overrides,
  };
}

export function buildFleet(overrides: Partial<FleetAnalyticsView> = {}): FleetAnalyticsView {
  return {
    ...header,
    status: {
      total: 4,
      byStatus: [
        { status: 'active', count: 2 },
        { status: 'idle', count: 1 },
        { status: 'maintenance', count: 1 },
      ],
      uptime: 50,
      idleShare: 25,
      asOf: null,
    },
    meter: { machines: 2, hoursRun: 1090, hoursPerMachineDay: 0.8, utilisation: 9.4, workingDayHours: 8 },
    gps: { machines: 0, movingMachineDays: 0, utilisation: null },
    bySite: [{ jobSiteId: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f', name: 'North Yard', machines: 2, active: 1, idle: 1, hoursRun: 80 }],
    ...overrides,
  };
}

export function buildActivity(overrides: Partial<ActivityAnalyticsView> = {}): ActivityAnalyticsView {
  return {
    ...header,
    asOf: null,
    timeZone: 'America/Los_Angeles',
    totals: { scans: 2, tasks: 1 },
    byWeekday: weekdays.map((weekday, i) => ({ weekday, scans: i === 0 ? 2 : 0, tasks: i === 2 ? 1 : 0 })),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, scans: hour === 9 ? 2 : 0, tasks: hour === 14 ? 1 : 0 })),
    busiestWeekday: 'Monday',
    ...overrides,
  };
}
