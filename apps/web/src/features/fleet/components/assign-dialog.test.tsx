// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { buildPosition, buildSource } from '../../../test/fleet-fixture.ts';
import { AssignDialog } from './assign-dialog.tsx';

const machine = buildPosition({ gpsStatus: 'no_tracker', deviceId: null, trackerSourceId: null });
const source = buildSource();
let assignAnswer: () => Response;
let posted: unknown[];

beforeEach(() => {
  posted = [];
  assignAnswer = () => json({ error: { code: 'CONFLICT', message: 'Device ID is already assigned to another equipment' } }, 409);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/fleet/sources')) return json({ items: [source] });
      if (url === '/api/fleet/assignments' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return assignAnswer();
      }
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Assign tracker', () => {
  it('without a source and a device ID: Validation Error, the spec message, nothing sent', async () => {
    renderOnPlan(<AssignDialog preset={{ equipmentId: machine.equipmentId }} onClose={() => {}} machines={[machine]} />, {
      tier: 'enterprise',
      path: '/',
    });
    fireEvent.change(await screen.findByLabelText('Device ID'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign tracker' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Validation Error')).toBeTruthy();
    expect(within(alert).getByText('Please select a tracker source and enter a device ID')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('a device already on another machine: the server’s message is shown and the dialog stays open', async () => {
    const onClose = vi.fn();
    renderOnPlan(<AssignDialog preset={{ trackerSourceId: source.id, deviceId: 'phone-7' }} onClose={onClose} machines={[machine]} />, {
      tier: 'enterprise',
      path: '/',
    });
    await screen.findByRole('option', { name: 'Site phones (Traccar)' });
    fireEvent.change(screen.getByLabelText('Tracker source'), { target: { value: source.id } });
    fireEvent.change(screen.getByLabelText('Equipment'), { target: { value: machine.equipmentId } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign tracker' }));
    expect(await screen.findByText('Device ID is already assigned to another equipment')).toBeTruthy();
    expect(posted).toEqual([{ equipmentId: machine.equipmentId, trackerSourceId: source.id, deviceId: 'phone-7', deviceName: null }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('assigned: the dialog closes', async () => {
    assignAnswer = () =>
      json(
        {
          id: '6e5d4c3b-2a19-4087-b6a5-f4e3d2c1b0a9',
          companyId: machine.companyId,
          equipmentId: machine.equipmentId,
          equipmentName: machine.equipmentName,
          trackerSourceId: source.id,
          sourceName: source.name,
          trackerType: 'traccar',
          deviceId: 'phone-7',
          deviceName: null,
          active: true,
          assignedAt: '2026-03-01T10:00:00.000Z',
          assignedByName: 'Morgan Lee',
        },
        201,
      );
    const onClose = vi.fn();
    renderOnPlan(
      <AssignDialog
        preset={{ equipmentId: machine.equipmentId, trackerSourceId: source.id, deviceId: 'phone-7' }}
        onClose={onClose}
        machines={[machine]}
      />,
      { tier: 'enterprise', path: '/' },
    );
    await screen.findByRole('option', { name: 'Site phones (Traccar)' });
    fireEvent.change(screen.getByLabelText('Tracker source'), { target: { value: source.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign tracker' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
