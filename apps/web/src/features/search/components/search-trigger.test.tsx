// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SearchResponse } from '@gears/domain';
import { buildMe, LocationProbe, renderWithSession } from '../../../test/test-utils.tsx';
import { SearchTrigger } from './search-trigger.tsx';

const excavator = '5a0e4f0e-6a43-4e0a-9d8e-0f4a1b2c3d4e';
const task = '6b1f5a1f-7b54-4f1b-8e9f-1a5b2c3d4e5f';
const part = '7c2a6b2a-8c65-4a2c-9fa0-2b6c3d4e5f60';

const answer: SearchResponse = {
  query: 'ex',
  groups: [
    {
      kind: 'equipment',
      label: 'Equipment',
      total: 12,
      isTotalCapped: false,
      results: [
        {
          kind: 'equipment',
          id: excavator,
          title: 'CAT 320 Excavator',
          subtitle: '320 GC',
          code: 'SN-1001',
          status: 'active',
          statusLabel: 'Active',
          tone: 'green',
          path: `/dashboard/equipment?id=${excavator}`,
        },
      ],
    },
    {
      kind: 'task',
      label: 'Maintenance',
      total: 1,
      isTotalCapped: false,
      results: [
        {
          kind: 'task',
          id: task,
          title: 'Excavator boom grease',
          subtitle: 'CAT 320 Excavator',
          code: 'MT-AB12CD34',
          status: 'overdue',
          statusLabel: 'Overdue',
          tone: 'red',
          path: `/dashboard/maintenance?equipmentId=${excavator}`,
        },
      ],
    },
    {
      kind: 'part',
      label: 'Parts',
      total: 200,
      isTotalCapped: true,
      results: [
        {
          kind: 'part',
          id: part,
          title: 'Exhaust gasket',
          subtitle: '0 in stock',
          code: 'EX-9',
          status: 'out_of_stock',
          statusLabel: 'Out of Stock',
          tone: 'red',
          path: `/dashboard/parts-inventory?id=${part}`,
        },
      ],
    },
  ],
};

// The dialog is a lazy chunk; load it once up front so a busy machine does not time out the first open.
beforeAll(async () => {
  await import('./search-dialog.tsx');
});

let calls: string[];
let respond: (url: string) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  respond = (url) => json({ ...answer, query: new URL(url, 'http://x').searchParams.get('q') });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return respond(url);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHeader() {
  return renderWithSession(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SearchTrigger />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    buildMe(),
  );
}

async function openWithShortcut() {
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox', { name: 'Search' }, { timeout: 5000 }); // the dialog's chunk loads on first open
}

describe('global search', () => {
  it('opens with Ctrl+K, waits for typing to pause, and shows the results grouped by kind with totals and status colours', async () => {
    renderHeader();
    const input = await openWithShortcut();
    fireEvent.change(input, { target: { value: 'e' } });
    fireEvent.change(input, { target: { value: 'ex' } });
    expect(calls).toEqual([]); // debounced: nothing sent while typing
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(calls).toEqual(['/api/search?q=ex']);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toEqual([
      'global-search-group-equipment',
      'global-search-group-task',
      'global-search-group-part',
    ]);
    expect(groups[0]!.textContent).toContain('Equipment');
    expect(groups[0]!.textContent).toContain('1 of 12');
    expect(groups[2]!.textContent).toContain('1 of 200+');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('CAT 320 Excavator'),
      expect.stringContaining('Excavator boom grease'),
      expect.stringContaining('Exhaust gasket'),
    ]);
    expect(within(options[0]!).getByText('Active').getAttribute('data-tone')).toBe('green');
    expect(within(options[1]!).getByText('Overdue').getAttribute('data-tone')).toBe('red');
    expect(options[1]!.textContent).toContain('MT-AB12CD34 · CAT 320 Excavator');
  });

  it('moves with the arrow keys and opens the chosen result with Enter', async () => {
    renderHeader();
    const input = await openWithShortcut();
    fireEvent.change(input, { target: { value: 'ex' } });
    await screen.findByRole('listbox');
    expect(input.getAttribute('aria-activedescendant')).toBe('global-search-option-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // wraps to the last
    expect(input.getAttribute('aria-activedescendant')).toBe('global-search-option-2');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/parts-inventory?id=${part}`));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('a click on a result opens it; the header box and the phone icon open the same dialog', async () => {
    renderHeader();
    const [box, icon] = screen.getAllByRole('button', { name: 'Search' });
    expect(box!.textContent).toContain('Ctrl K');
    fireEvent.click(icon!);
    const input = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'excavator' } });
    fireEvent.click(await screen.findByRole('option', { name: /^CAT 320 Excavator/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/equipment?id=${excavator}`));
  });

  it('asks for 2 characters before searching', async () => {
    renderHeader();
    const input = await openWithShortcut();
    fireEvent.change(input, { target: { value: ' a ' } });
    expect(await screen.findByText('Enter at least 2 characters to search.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);
  });

  it('says when nothing matches', async () => {
    respond = () => json({ query: 'zzqx', groups: [] });
    renderHeader();
    const input = await openWithShortcut();
    fireEvent.change(input, { target: { value: 'zzqx' } });
    expect(await screen.findByText('No results found for "zzqx"')).toBeTruthy();
  });

  it('says when the search failed, and Try again asks again', async () => {
    respond = () => json({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500);
    renderHeader();
    const input = await openWithShortcut();
    fireEvent.change(input, { target: { value: 'pump' } });
    expect(await screen.findByText('Search failed. Please try again.')).toBeTruthy();
    respond = () => json({ ...answer, query: 'pump' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(calls.filter((c) => c === '/api/search?q=pump').length).toBeGreaterThanOrEqual(2);
  });
});
