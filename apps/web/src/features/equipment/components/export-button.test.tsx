// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { exportUrl } from '../api/bulk-api.ts';
import { ExportButton } from './export-button.tsx';

describe('the register Export control (issue 19 scope 1)', () => {
  it('offers CSV and Excel; choosing Excel asks for the XLSX export', async () => {
    const onExport = vi.fn();
    render(<ExportButton onExport={onExport} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV (.csv)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });

  it('the two formats are two routes over the same filter', () => {
    const filters: Parameters<typeof exportUrl>[0] = { search: 'loader', status: 'idle', sort: 'name' };
    expect(exportUrl(filters)).toMatch(/^\/api\/equipment\/export\.csv\?.*status=idle/);
    expect(exportUrl(filters, 'xlsx').replace('.xlsx', '.csv')).toBe(exportUrl(filters));
  });
});
