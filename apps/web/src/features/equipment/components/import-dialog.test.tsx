// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ImportResult } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import type { ImportOptions } from '../api/bulk-api.ts';
import { ImportDialog } from './import-dialog.tsx';

function result(dryRun: boolean): ImportResult {
  return {
    dryRun,
    columns: ['name', 'serial', 'year'],
    unknownHeaders: ['Colour'],
    preview: [
      { row: 2, values: { name: 'Alpha Crane', serial: 'CR-1', year: '2018' }, errors: [] },
      { row: 3, values: { name: 'Charlie Pump', serial: 'PU-3', year: '1850' }, errors: ['Invalid year'] },
      { row: 4, values: { name: 'Delta Dozer', serial: 'DZ-4', year: '2015' }, errors: [] },
    ],
    total: 3,
    imported: 2,
    failed: 1,
    created: 2,
    updated: 0,
    unchanged: 0,
    checkedOut: 0,
    namedHolders: 0,
    jobSites: 0,
    errors: ['Row 3: Invalid year'],
    errorsTruncated: false,
    notices: [],
    alternateCodes: 0,
    format: null,
    formatLabel: null,
    fileType: 'csv',
    encoding: 'utf-8',
    delimiter: ',',
    sheets: [],
    sheet: null,
    mapping: [
      { header: 'Name', target: 'name', sample: 'Alpha Crane' },
      { header: 'Serial Number', target: 'serial', sample: 'CR-1' },
      { header: 'Year', target: 'year', sample: '2018' },
    ],
    rememberedMapping: false,
    statuses: [],
    categories: [],
    dateOrder: 'none',
    errorReport: {
      headers: ['Name', 'Serial Number', 'Year'],
      rows: [{ row: 3, cells: ['Charlie Pump', 'PU-3', '1850'], reason: 'Invalid year' }],
    },
  };
}

const csv = (name = 'fleet.csv') => new File(['Name,Serial Number,Year\nAlpha Crane,CR-1,2018\n'], name, { type: 'text/csv' });
const step = () => screen.getByTestId('import-step').textContent;

function renderDialog(runImport: (options: ImportOptions) => Promise<ImportResult>) {
  return renderWithSession(<ImportDialog open onOpenChange={() => {}} needsCompany={false} runImport={runImport} />, buildMe());
}

function choose(file: File) {
  fireEvent.change(document.getElementById('import-file')!, { target: { files: [file] } });
}

describe('ImportDialog (spec 02 §2: upload → preview → importing → complete)', () => {
  it('previews with a dry run, imports with progress and lists the Row N errors', async () => {
    let finish: (value: ImportResult) => void = () => {};
    let progress: ((fraction: number) => void) | undefined;
    let rows: ImportOptions['onRows'];
    const runImport = vi.fn(async (options: ImportOptions) => {
      if (options.dryRun) return result(true);
      progress = options.onProgress;
      rows = options.onRows;
      return new Promise<ImportResult>((resolve) => (finish = resolve));
    });
    renderDialog(runImport);
    expect(step()).toBe('Upload');

    choose(csv());
    await waitFor(() => expect(step()).toBe('Map columns'));
    expect(runImport.mock.lastCall?.[0]).toMatchObject({ dryRun: true });
    // Every column with its sample and target; a change is sent with the check.
    expect((screen.getByLabelText('Year goes to') as HTMLSelectElement).value).toBe('year');
    fireEvent.change(screen.getByLabelText('Year goes to'), { target: { value: 'keep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(step()).toBe('Preview'));
    expect(runImport.mock.lastCall?.[0]).toMatchObject({
      dryRun: true,
      mapping: { columns: { Name: 'name', 'Serial Number': 'serial', Year: 'keep' }, existing: 'skip', key: 'serial' },
    });
    expect(screen.getByRole('button', { name: 'Download the 1 failed row to fix' })).toBeTruthy();
    expect(screen.getByText('Charlie Pump')).toBeTruthy();
    expect(screen.getByText('Row 3: Invalid year')).toBeTruthy();
    expect(screen.getByText('Kept in the notes (no matching field): Colour')).toBeTruthy();
    expect(screen.getByText('1 row will be skipped:')).toBeTruthy();
    // No Location column: nothing said about job sites.
    expect(screen.queryByTestId('import-job-sites')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(step()).toBe('Importing'));
    expect(runImport.mock.lastCall?.[0]).toMatchObject({ dryRun: false, mapping: { columns: { Year: 'keep' } } });
    act(() => progress?.(0.5));
    expect(screen.getByText(/Uploading fleet\.csv… 50%/)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    act(() => progress?.(1));
    expect(screen.getByText('Writing 2 rows…')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
    // The server reports the rows it has written (issue 19 item 9): counts and a determinate bar.
    act(() => rows?.({ done: 0, total: 3 }));
    expect(screen.getByText('Imported 0 of 3 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('0');
    act(() => rows?.({ done: 1500, total: 30000 }));
    expect(screen.getByText('Imported 1,500 of 30,000 rows')).toBeTruthy();
    act(() => rows?.({ done: 2, total: 3 }));
    expect(screen.getByText('Imported 2 of 3 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('67');

    await act(async () => finish(result(false)));
    await waitFor(() => expect(step()).toBe('Complete'));
    expect(screen.getByText('Imported 2 of 3 rows')).toBeTruthy();
    expect(screen.getByText('Row 3: Invalid year')).toBeTruthy();
    // After the import ran: past tense, and one row is singular.
    expect(screen.getByText(/1 row failed and was skipped\./)).toBeTruthy();
    expect(screen.getByText('1 row was skipped:')).toBeTruthy();
    expect(screen.queryByText(/will be skipped|failed and were skipped/)).toBeNull();
  });

  it('refuses a file that is not a CSV or Excel workbook without sending it', () => {
    const runImport = vi.fn();
    renderDialog(runImport);
    choose(csv('fleet.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('Please upload a CSV or Excel (.xlsx) file');
    expect(runImport).not.toHaveBeenCalled();
    expect(step()).toBe('Upload');
  });

  it('returns to the preview when the import fails', async () => {
    const runImport = vi.fn(async (options: ImportOptions) => {
      if (options.dryRun) return result(true);
      throw new Error('boom');
    });
    renderDialog(runImport);
    choose(csv());
    await waitFor(() => expect(step()).toBe('Map columns'));
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(step()).toBe('Preview'));
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Import failed. Please try again.'));
    expect(step()).toBe('Preview');
  });

  it("says how many rows' Location names a job site, before and after the import", async () => {
    const withSites = (dryRun: boolean, jobSites: number): ImportResult => ({
      ...result(dryRun),
      columns: ['name', 'serial', 'location'],
      mapping: [...result(dryRun).mapping, { header: 'Location', target: 'location', sample: 'North Yard' }],
      jobSites,
    });
    const runImport = vi.fn(async (options: ImportOptions) => withSites(options.dryRun, options.mapping?.jobSites === false ? 0 : 2));
    renderDialog(runImport);
    choose(csv());
    await waitFor(() => expect(step()).toBe('Map columns'));
    // The mapping step offers the placement, on by default, and sends the choice.
    const place = screen.getByRole('checkbox', { name: /Place new machines at the job site their Location names \(2 rows match/ });
    expect((place as HTMLInputElement).checked).toBe(true);
    fireEvent.click(place);
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(step()).toBe('Preview'));
    expect(runImport.mock.lastCall?.[0].mapping).toMatchObject({ jobSites: false });
    expect(screen.getByTestId('import-job-sites').textContent).toBe('Locations are kept as text: no row is placed at a job site.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to mapping' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Place new machines/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(step()).toBe('Preview'));
    expect(screen.getByTestId('import-job-sites').textContent).toBe(
      '2 rows name one of your job sites: the new machines go there. Other locations are kept as text.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(step()).toBe('Complete'));
    expect(screen.getByText(/2 machines placed at job sites\./)).toBeTruthy();
  });

  it('says so when no Location names a job site', async () => {
    const runImport = vi.fn(async (options: ImportOptions) => ({ ...result(options.dryRun), columns: ['name', 'location'] }));
    renderDialog(runImport);
    choose(csv());
    await waitFor(() => expect(step()).toBe('Map columns'));
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(step()).toBe('Preview'));
    expect(screen.getByTestId('import-job-sites').textContent).toBe('Locations are kept as text: no row is placed at a job site.');
  });

  it('shows the rows checked while a dry run reads the file', async () => {
    let finish: (value: ImportResult) => void = () => {};
    let rows: ImportOptions['onRows'];
    const runImport = vi.fn(async (options: ImportOptions) => {
      if (!options.mapping) return result(true);
      rows = options.onRows;
      return new Promise<ImportResult>((resolve) => (finish = resolve));
    });
    renderDialog(runImport);
    choose(csv());
    await waitFor(() => expect(step()).toBe('Map columns'));
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Checking the file' })).toBeTruthy());
    expect(screen.getByRole('progressbar', { name: 'Checking the file' }).getAttribute('aria-valuenow')).toBeNull();
    act(() => rows?.({ done: 1000, total: 4000 }));
    expect(screen.getByText('Checked 1,000 of 4,000 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Checking the file' }).getAttribute('aria-valuenow')).toBe('25');
    await act(async () => finish(result(true)));
    await waitFor(() => expect(step()).toBe('Preview'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
