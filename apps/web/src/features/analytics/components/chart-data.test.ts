import { describe, expect, it } from 'vitest';
import { chartCsv, chartFileName, percentText, type DataColumn } from './chart-data.ts';

type Row = { name: string; total: string; count: number };
const columns: DataColumn<Row>[] = [
  { header: 'Machine', value: (r) => r.name },
  { header: 'Total', value: (r) => r.total },
  { header: 'Count', value: (r) => r.count },
];

describe('chart data as CSV', () => {
  it('writes money exactly as the server sent it, one CRLF line a row', () => {
    expect(chartCsv(columns, [{ name: 'Excavator A1', total: '1249.50', count: 3 }])).toBe(
      'Machine,Total,Count\r\nExcavator A1,1249.50,3\r\n',
    );
  });

  it('makes formula cells inert and quotes commas and quotes (DESIGN §4)', () => {
    const csv = chartCsv(columns, [
      { name: '=HYPERLINK("http://x")', total: '0.00', count: 0 },
      { name: '@SUM(A1)', total: '-5.00', count: 1 },
      { name: 'Loader, "big"', total: '1.00', count: 2 },
    ]);
    expect(csv.split('\r\n').slice(1, 4)).toEqual([`"'=HYPERLINK(""http://x"")",0.00,0`, `'@SUM(A1),'-5.00,1`, `"Loader, ""big""",1.00,2`]);
  });

  it('names the file after the chart and its days', () => {
    expect(chartFileName('overdue-trend', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'analytics-overdue-trend-2026-01-01-to-2026-03-31.csv',
    );
  });

  it('reads a missing ratio as a dash, never a made-up figure', () => {
    expect(percentText(null)).toBe('–');
    expect(percentText(66.7)).toBe('66.7%');
    expect(percentText(100)).toBe('100.0%');
  });
});
