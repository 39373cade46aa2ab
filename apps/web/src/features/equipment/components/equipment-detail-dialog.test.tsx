// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Equipment, MeResponse } from '@gears/domain';
import { buildMe, renderOnPlan } from '../../../test/test-utils.tsx';
import { buildEquipment, jsonResponse } from '../../../test/equipment-fixture.ts';
import { EquipmentDetailDialog } from './equipment-detail-dialog.tsx';

function serve(equipment: Equipment) {
  const calls: string[] = [];
  let current = equipment;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === `/api/equipment/${equipment.id}/restore` && init?.method === 'POST') {
        current = { ...current, archivedAt: null };
        return jsonResponse({ equipment: current, message: 'Equipment restored' });
      }
      if (url === `/api/equipment/${equipment.id}`) return jsonResponse(current);
      return jsonResponse({ error: { message: 'not here' } }, 404);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const open = (equipment: Equipment, role: MeResponse['user']['role'] = 'manager') =>
  renderOnPlan(<EquipmentDetailDialog id={equipment.id} tab="overview" onTabChange={() => {}} onClose={() => {}} />, {
    tier: 'loading',
    path: '/dashboard/equipment',
    me: buildMe({ user: { role } }),
  });

describe('EquipmentDetailDialog', () => {
  it('shows the derived last and next service (with the due hours of an hours-based schedule)', async () => {
    serve(buildEquipment({ lastServiceDate: '2026-02-10', nextServiceDate: '2026-04-01', nextServiceHours: 1500 }));
    open(buildEquipment());
    const last = (await screen.findByText('Last service')).closest('div')!;
    expect(within(last).getByText(/2026/)).toBeTruthy();
    const next = screen.getByText('Next service').closest('div')!;
    expect(next.textContent).toMatch(/or at 1,500 h/);
  });

  it('archived: marked Archived, read-only, and a manager can restore it', async () => {
    const archived = buildEquipment({ name: 'Old Dozer', archivedAt: '2026-03-02T10:00:00.000Z' });
    const calls = serve(archived);
    open(archived);
    const title = await screen.findByRole('heading', { name: /Old Dozer/ });
    expect(within(title).getByText('Archived')).toBeTruthy();
    expect(screen.getByText(/kept for its history and read-only/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit name' })).toBeNull();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /Schedule Maintenance/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete equipment/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Restore equipment' }));
    await waitFor(() => expect(calls).toContain(`POST /api/equipment/${archived.id}/restore`));
    await waitFor(() => expect(screen.queryByText('Archived')).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit name' })).toBeTruthy();
  });

  it('archived: a technician, who may not archive, is not offered Restore', async () => {
    const archived = buildEquipment({ archivedAt: '2026-03-02T10:00:00.000Z' });
    serve(archived);
    open(archived, 'technician');
    expect(await screen.findByText(/kept for its history and read-only/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore equipment' })).toBeNull();
  });
});
