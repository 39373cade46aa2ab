// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { DemoDataCard } from './demo-data-card.tsx';

type Status = { total: number; rows: Record<string, number>; blockers: Record<string, number> };
let status: Status;
let deletes: number;
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  deletes = 0;
  status = {
    total: 1412,
    rows: { equipment: 61, maintenance_tasks: 190, repairs: 7, equipment_parts: 16, quote_requests: 7, invoices: 2, meter_readings: 793 },
    blockers: {},
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/demo-data' && init?.method === 'DELETE') {
        deletes++;
        status = { total: 0, rows: {}, blockers: {} };
        return json({ total: 1412, removed: { equipment: 61 }, message: 'Demo data removed: 1412 records.' });
      }
      if (url === '/api/admin/demo-data') return json(status);
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('admin: demo data (ADR 0016)', () => {
  const render = () => renderWithSession(<DemoDataCard />, buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true } }));

  it('says how much demo data there is, in words an admin knows', async () => {
    render();
    expect(await screen.findByText('1,412 demo records')).toBeTruthy();
    expect(screen.getByText(/61 machines, 190 maintenance tasks, 7 repairs, 16 parts, 7 quote requests, 2 invoices/)).toBeTruthy();
  });

  it('removes it only after REMOVE is typed in the confirmation, then says none is left', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove demo data' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Remove demo data')!;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(dialog.querySelector('input')!, { target: { value: 'REMOVE' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(deletes).toBe(1));
    expect(await screen.findByText('No demo data left.')).toBeTruthy();
  });

  it("names the users' own records that stop a removal", async () => {
    status.blockers = { maintenance_tasks: 2 };
    render();
    expect(await screen.findByText(/Your users' own records use demo data: 2 maintenance tasks on demo equipment\./)).toBeTruthy();
  });
});
