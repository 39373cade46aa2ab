// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { equipmentStatuses } from '@gears/domain/equipment/status.rules';
import { toast } from 'sonner';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { buildEquipment, jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { saveBlob } from '../../../lib/download.ts';
import { FleetSlotsProvider } from '../../../components/fleet-slots.tsx';
import { EquipmentPage } from './equipment-page.tsx';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), warning: vi.fn() }) }));
vi.mock('../../../lib/download.ts', () => ({ saveBlob: vi.fn() }));

const live = buildEquipment({ name: 'Live Loader' });
const archived = buildEquipment({ id: '1c8d3f6a-4e2b-4d9f-8a3c-7b6e5f4d3c2b', name: 'Old Dozer', archivedAt: '2026-03-02T10:00:00.000Z' });

let fetchMock: ReturnType<typeof vi.fn>;
let exportAnswer: () => Response;
beforeEach(() => {
  exportAnswer = () => json({ error: { code: 'NOT_FOUND', message: 'No equipment to export' } }, 404);
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/equipment/stats'))
      return json({
        total: 1,
        byStatus: Object.fromEntries(equipmentStatuses.map((s) => [s, s === 'active' ? 1 : 0])),
        withQrCode: 0,
        needingQrCode: 1,
      });
    if (url.startsWith('/api/equipment/export.')) return exportAnswer();
    if (url.startsWith('/api/equipment?'))
      return json({ items: new URL(url, 'http://x').searchParams.get('archived') === 'true' ? [archived] : [live], nextCursor: null });
    return json({ error: { message: 'not here' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const listCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/equipment?'));

describe('Equipment page', () => {
  it('"Show archived" lists archived equipment, each marked Archived, and toggles back to the register', async () => {
    renderOnPlan(<EquipmentPage />, { tier: 'loading', path: '/dashboard/equipment' });
    expect((await screen.findAllByText('Live Loader')).length).toBeGreaterThan(0);
    const toggle = screen.getByRole('button', { name: 'Show archived' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect((await screen.findAllByText('Old Dozer')).length).toBeGreaterThan(0);
    expect(listCalls().at(-1)).toContain('archived=true');
    expect(screen.getByRole('button', { name: 'Show archived' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Archived equipment is kept for its history/)).toBeTruthy();
    const row = screen.getAllByText('Old Dozer')[0]!.closest('tr, li') as HTMLElement;
    expect(within(row).getByText('Archived')).toBeTruthy();
    expect(screen.queryByText('Live Loader')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show archived' }));
    expect((await screen.findAllByText('Live Loader')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Old Dozer')).toBeNull();
  });

  it('Export with nothing to export shows "No equipment to export" instead of downloading a file', async () => {
    renderOnPlan(<EquipmentPage />, { tier: 'loading', path: '/dashboard/equipment' });
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No equipment to export'));
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('Export of a non-empty result saves the CSV the server sent, under its name', async () => {
    exportAnswer = () =>
      new Response('Name\r\nLive Loader\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="equipment-export-2026-03-02.csv"' },
      });
    renderOnPlan(<EquipmentPage />, { tier: 'loading', path: '/dashboard/equipment' });
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'equipment-export-2026-03-02.csv'));
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('Equipment page export as Excel (issue 19 scope 1)', () => {
  it('choosing Excel downloads the XLSX export under the name the server gives', async () => {
    exportAnswer = () =>
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="equipment-export-2026-03-02.xlsx"',
        },
      });
    renderOnPlan(<EquipmentPage />, { tier: 'loading', path: '/dashboard/equipment' });
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'equipment-export-2026-03-02.xlsx'));
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/equipment/export.'));
    expect(asked).toMatch(/^\/api\/equipment\/export\.xlsx\?sort=/);
  });
});

describe('Equipment page Map tab (spec 02 §2: beta, only with fleet tracking)', () => {
  const StubMap = () => <p>fleet map here</p>;
  const page = (
    <FleetSlotsProvider value={{ MapTab: StubMap, GpsStatus: () => null, CardGpsStatus: () => null }}>
      <EquipmentPage />
    </FleetSlotsProvider>
  );

  it('with fleet tracking: a Map tab marked Beta shows the fleet map', async () => {
    renderOnPlan(page, { tier: 'enterprise', path: '/dashboard/equipment?view=map' });
    const tab = await screen.findByRole('tab', { name: /Map/ });
    expect(within(tab).getByText('Beta')).toBeTruthy();
    expect(await screen.findByText('fleet map here')).toBeTruthy();
  });

  it('with fleet tracking: the register filters by GPS movement (spec 02 §2: active, idle, signal_lost)', async () => {
    renderOnPlan(page, { tier: 'enterprise', path: '/dashboard/equipment' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'GPS movement' }), { target: { value: 'signal_lost' } });
    await waitFor(() => expect(listCalls().some((url) => url.includes('movement=signal_lost'))).toBe(true));
  });

  it('without fleet tracking: no GPS movement filter', async () => {
    renderOnPlan(page, { tier: 'professional', path: '/dashboard/equipment' });
    expect((await screen.findAllByText('Live Loader')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox', { name: 'GPS movement' })).toBeNull();
  });

  it('without fleet tracking: no Map tab, and ?view=map opens the register', async () => {
    renderOnPlan(page, { tier: 'professional', path: '/dashboard/equipment?view=map' });
    expect((await screen.findAllByText('Live Loader')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('tab', { name: /Map/ })).toBeNull();
    expect(screen.queryByText('fleet map here')).toBeNull();
  });
});
