// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChartCard } from './chart-card.tsx';
import type { DataColumn } from './chart-data.ts';

// why: the browser's download (an object URL and a click) cannot run here; the file's name and text are what matter.
const saveBlob = vi.fn();
vi.mock('../../../lib/download.ts', () => ({ saveBlob: (blob: Blob, name: string) => saveBlob(blob, name) }));

type Row = { week: string; overdue: number };
const columns: DataColumn<Row>[] = [
  { header: 'Week', value: (r) => r.week },
  { header: 'Overdue tasks', value: (r) => r.overdue },
];
const rows: Row[] = [
  { week: '2026-03-16', overdue: 1 },
  { week: '2026-03-23', overdue: 3 },
];
const props = {
  title: 'Overdue tasks by week',
  description: 'Open tasks past their due date.',
  name: 'overdue-trend',
  range: { from: '2026-01-01', to: '2026-03-31' },
  rows,
  columns,
  emptyTitle: 'No overdue tasks in this period',
  emptyHint: 'Tasks left open past their due date are counted here.',
  chart: <p>drawn chart</p>,
};

afterEach(() => {
  cleanup();
  saveBlob.mockReset();
});

describe('ChartCard', () => {
  it('draws the chart for the eye and gives screen readers the same data as a table', () => {
    render(<ChartCard {...props} isEmpty={false} />);
    const region = screen.getByRole('region', { name: 'Overdue tasks by week' });
    expect(within(region).getByText('drawn chart').closest('[aria-hidden="true"]')).not.toBeNull();
    const table = within(region).getByRole('table', { name: 'Overdue tasks by week' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('3')).toBeTruthy();
  });

  it('shows the table to everyone on "Table", and the chart again on "Chart"', () => {
    render(<ChartCard {...props} isEmpty={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.queryByText('drawn chart')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chart' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(screen.getByText('drawn chart')).toBeTruthy();
  });

  it('downloads the chart data as CSV named after the chart and its period', async () => {
    render(<ChartCard {...props} isEmpty={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download Overdue tasks by week as CSV' }));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('analytics-overdue-trend-2026-01-01-to-2026-03-31.csv');
    expect((await (blob as Blob).text()).replace(/^\ufeff/, '')).toBe('Week,Overdue tasks\r\n2026-03-16,1\r\n2026-03-23,3\r\n');
  });

  it('with nothing to draw, says what data would fill it and offers no empty download', () => {
    render(<ChartCard {...props} isEmpty />);
    expect(screen.getByText('No overdue tasks in this period')).toBeTruthy();
    expect(screen.getByText('Tasks left open past their due date are counted here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
    expect(screen.queryByText('drawn chart')).toBeNull();
  });
});
