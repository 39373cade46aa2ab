// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { buildActivity, buildFinancial, buildFleet, buildMaintenance, buildSummary } from '../../../test/analytics-fixture.ts';
import { ActivityFigures } from './activity-panel.tsx';
import { FinancialFigures } from './financial-panel.tsx';
import { FleetFigures } from './fleet-panel.tsx';
import { MaintenanceFigures } from './maintenance-panel.tsx';

// why: recharts measures its container, which happy-dom does not lay out; the stand-in shows what each chart was given.
vi.mock('./charts.lazy.ts', () => {
  const Stand = ({ data, series }: { data: unknown[]; series: { label: string }[] }) => (
    <p data-testid="chart">{`${data.length} points: ${series.map((s) => s.label).join(', ')}`}</p>
  );
  return { BarsChart: Stand, LinesChart: Stand };
});

afterEach(cleanup);

const stat = (list: string, label: string) => {
  const term = within(screen.getByLabelText(list)).getByText(label);
  return term.parentElement!.querySelector('dd')!.textContent;
};

describe('maintenance & repair figures', () => {
  it('shows the completion rate, mean time to repair and both charts with their data tables', () => {
    render(<MaintenanceFigures data={buildMaintenance()} />);
    expect(stat('Maintenance and repair figures', 'Completion rate')).toBe('57.1%');
    expect(stat('Maintenance and repair figures', 'Mean time to repair')).toBe('264 h');
    const cost = screen.getByRole('table', { name: 'Maintenance cost by machine' });
    expect(within(cost).getByText('$1,249.50')).toBeTruthy();
    expect(screen.getByText('The 1 costliest machines; $1,625 across the fleet.')).toBeTruthy();
    expect(screen.getAllByTestId('chart').map((c) => c.textContent)).toEqual([
      '2 points: Overdue tasks',
      '1 points: Repairs, Parts, Maintenance costs',
    ]);
  });

  it('says what data would fill an empty period; no repair time is a dash, not a figure', () => {
    render(
      <MaintenanceFigures
        data={buildMaintenance({
          overdueTrend: [{ weekStart: '2026-03-23', asOf: '2026-03-29', overdue: 0 }],
          costByMachine: [],
          costTotal: '0.00',
          repairs: { completed: 0, meanTimeToRepairHours: null },
        })}
      />,
    );
    expect(screen.getByText('No overdue tasks in this period')).toBeTruthy();
    expect(screen.getByText('No maintenance costs in this period')).toBeTruthy();
    expect(stat('Maintenance and repair figures', 'Mean time to repair')).toBe('–');
    expect(screen.queryByTestId('chart')).toBeNull();
  });
});

describe('financial figures', () => {
  it('shows conversion, the monthly funnel, overdue invoices by age and recent transactions', () => {
    render(<FinancialFigures data={buildFinancial()} recent={[]} />);
    expect(stat('Financial figures', 'Quotes → orders')).toBe('66.7%');
    expect(stat('Financial figures', 'Days to pay')).toBe('1.5');
    const months = screen.getByRole('table', { name: 'Quote to cash by month' });
    expect(within(months).getByText('$3,500.50')).toBeTruthy();
    const aging = screen.getByRole('table', { name: 'Overdue invoices by age' });
    expect(within(aging).getByText('Over 90 days')).toBeTruthy();
    expect(within(aging).getByText('$2,000.50')).toBeTruthy();
    expect(screen.getByText('No transactions in this period')).toBeTruthy();
  });

  it('lists the recent transactions with cents', () => {
    render(<FinancialFigures data={buildFinancial()} recent={buildSummary().summary.recentTransactions} />);
    expect(screen.getByText('Payment INV-00009')).toBeTruthy();
    expect(screen.getByText('$123.45')).toBeTruthy();
  });

  it('reads conversion with nothing before it as a dash', () => {
    render(
      <FinancialFigures
        data={buildFinancial({ conversion: { quoteToOrder: null, orderToInvoice: null, invoiceToPaid: null } })}
        recent={[]}
      />,
    );
    expect(stat('Financial figures', 'Quotes → orders')).toBe('–');
  });
});

describe('fleet figures', () => {
  it('shows uptime and idle share, meter utilisation with its basis, and no GPS figure without trackers', () => {
    render(<FleetFigures data={buildFleet()} />);
    expect(stat('Fleet figures', 'Uptime')).toBe('50.0%');
    expect(stat('Fleet figures', 'Idle share')).toBe('25.0%');
    expect(stat('Fleet figures', 'Utilisation (meter hours)')).toBe('9.4%');
    expect(screen.getByText(`${(1090).toLocaleString()} h on 2 machines ÷ 8 h a day`)).toBeTruthy();
    expect(stat('Fleet figures', 'Utilisation (GPS)')).toBe('–');
    expect(screen.getByText('No tracker positions in the period')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Machines by status' })).getByText('Under Maintenance')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Machines by job site' })).getByText('North Yard')).toBeTruthy();
  });

  it('with no machines says how to add them', () => {
    render(
      <FleetFigures data={buildFleet({ status: { total: 0, byStatus: [], uptime: null, idleShare: null, asOf: null }, bySite: [] })} />,
    );
    expect(screen.getByText('No machines yet')).toBeTruthy();
    expect(screen.getByText('No machines at job sites')).toBeTruthy();
    expect(stat('Fleet figures', 'Uptime')).toBe('–');
  });
});

describe('activity figures', () => {
  it('shows totals, the busiest weekday and hours in the viewer’s time zone', () => {
    render(<ActivityFigures data={buildActivity()} />);
    expect(stat('Activity figures', 'Busiest weekday')).toBe('Monday');
    expect(screen.getByText('Hours of the day in America/Los Angeles.')).toBeTruthy();
    const hours = screen.getByRole('table', { name: 'Activity by hour' });
    expect(within(hours).getAllByRole('row')).toHaveLength(25);
    expect(within(hours).getByText('09:00').parentElement!.textContent).toBe('09:0020');
  });

  it('with no scans or tasks says what fills the charts', () => {
    render(<ActivityFigures data={buildActivity({ totals: { scans: 0, tasks: 0 }, busiestWeekday: null })} />);
    expect(screen.getAllByText('No scans or completed tasks in this period')).toHaveLength(2);
    expect(stat('Activity figures', 'Busiest weekday')).toBe('–');
  });
});

describe('figures kept for a large fleet (ADR 0042)', () => {
  const asOf = '2026-03-31T14:05:00Z';
  const note = `Figures as of ${new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(asOf))}; a large fleet's figures are computed once a minute.`;

  it('say when they were computed on the maintenance and activity panels', () => {
    render(<MaintenanceFigures data={buildMaintenance({ asOf })} />);
    expect(screen.getByText(note)).toBeTruthy();
    cleanup();
    render(<ActivityFigures data={buildActivity({ asOf })} />);
    expect(screen.getByText(note)).toBeTruthy();
  });

  it('say nothing of the kind when computed for the request', () => {
    render(<MaintenanceFigures data={buildMaintenance()} />);
    render(<ActivityFigures data={buildActivity()} />);
    expect(screen.queryByText(/Figures as of/)).toBeNull();
  });
});
