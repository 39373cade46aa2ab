// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildMe, renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { buildAlert } from '../../../test/fleet-fixture.ts';
import { AlertsList } from './alerts-list.tsx';

const older = buildAlert({ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', message: 'Loader 2 battery at 12 %', severity: 'critical' });
const newer = buildAlert();

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/fleet/alerts/') && init?.method === 'POST') return json({ ...newer, acknowledged: true });
      if (url.startsWith('/api/fleet/alerts')) return json({ items: [newer, older], total: 2 });
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Fleet alerts', () => {
  it('lists the unacknowledged alerts as the server orders them (newest first)', async () => {
    renderOnPlan(<AlertsList />, { tier: 'enterprise', path: '/' });
    expect(await screen.findByText('Open alerts (2)')).toBeTruthy();
    const messages = screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    expect(messages).toEqual(['Excavator 7 left Riverside Tower', 'Loader 2 battery at 12 %']);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toContain('acknowledged=false');
  });

  it('a technician cannot acknowledge: no button', async () => {
    renderOnPlan(<AlertsList />, { tier: 'enterprise', path: '/', me: buildMe({ user: { role: 'technician' } }) });
    await screen.findByText('Open alerts (2)');
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('a supervisor acknowledges an alert', async () => {
    renderOnPlan(<AlertsList />, { tier: 'enterprise', path: '/', me: buildMe({ user: { role: 'supervisor' } }) });
    const [first] = await screen.findAllByRole('button', { name: 'Acknowledge' });
    fireEvent.click(first!);
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith(
        `/api/fleet/alerts/${newer.id}/acknowledge`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
