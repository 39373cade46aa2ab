// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { buildMe, renderOnPlan } from '../../../test/test-utils.tsx';
import { buildEquipment, jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { CheckOutDialog } from './check-out-dialog.tsx';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), warning: vi.fn() }) }));

const machine = buildEquipment({ name: 'Plate Compactor 3' });
const tech = buildMe({ user: { id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Taylor Brooks', role: 'technician' } });
let fetchMock: ReturnType<typeof vi.fn>;
let checkOutAnswer: () => Response;

beforeEach(() => {
  checkOutAnswer = () =>
    json(
      {
        message: 'Asset Assigned',
        assignment: { equipment: { id: machine.id, name: machine.name }, assignedToName: 'Taylor Brooks' },
      },
      201,
    );
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/equipment/${machine.id}`) return json(machine);
    if (url.startsWith('/api/equipment?')) return json({ items: [machine], nextCursor: null });
    if (url.startsWith('/api/assignments/options'))
      return json({ people: [{ id: tech.user.id, name: 'Taylor Brooks', role: 'technician' }], jobSites: [] });
    if (url === '/api/assignments' && init?.method === 'POST') return checkOutAnswer();
    return json({ error: { message: 'not here' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const posted = () => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/assignments' && (init as RequestInit)?.method === 'POST');
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : null;
};

describe('Check Out dialog (spec 02 §4, §7)', () => {
  it('a technician checks the machine out to themselves: the body names them, Asset Assigned closes the sheet', async () => {
    const onOpenChange = vi.fn();
    renderOnPlan(<CheckOutDialog open onOpenChange={onOpenChange} equipmentId={machine.id} />, { tier: 'basic', path: '/', me: tech });
    const dialog = await screen.findByRole('dialog', { name: 'Check Out' });
    expect(await within(dialog).findByText('Plate Compactor 3')).toBeTruthy();
    expect(within(dialog).getByText('You are checking this asset out to yourself.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Assign to')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Trench work' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted()).toMatchObject({ equipmentId: machine.id, assignedToType: 'employee', userId: tech.user.id, notes: 'Trench work' });
    expect(toast.success).toHaveBeenCalledWith('Asset Assigned', expect.anything());
  });

  it("without an asset: 'Please select an asset' and nothing is sent", async () => {
    renderOnPlan(<CheckOutDialog open onOpenChange={() => {}} equipmentId={null} />, { tier: 'basic', path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
    fireEvent.change(within(dialog).getByLabelText('Assign to'), { target: { value: 'project' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    expect(await within(dialog).findByText('Please select an asset')).toBeTruthy();
    expect(posted()).toBeNull();
  });

  it('a past expected return date is refused in the form', async () => {
    renderOnPlan(<CheckOutDialog open onOpenChange={() => {}} equipmentId={machine.id} />, { tier: 'basic', path: '/', me: tech });
    const dialog = await screen.findByRole('dialog', { name: 'Check Out' });
    await within(dialog).findByText('Plate Compactor 3');
    fireEvent.change(within(dialog).getByLabelText('Expected return'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    expect(await within(dialog).findByText('Expected return date cannot be in the past')).toBeTruthy();
    expect(posted()).toBeNull();
  });

  it("a machine already held: the toast is titled 'Asset Already Assigned' with the spec's words", async () => {
    checkOutAnswer = () =>
      json(
        { error: { code: 'CONFLICT', message: 'Asset is already assigned to someone else', details: { title: 'Asset Already Assigned' } } },
        409,
      );
    renderOnPlan(<CheckOutDialog open onOpenChange={() => {}} equipmentId={machine.id} />, { tier: 'basic', path: '/', me: tech });
    const dialog = await screen.findByRole('dialog', { name: 'Check Out' });
    await within(dialog).findByText('Plate Compactor 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Asset Already Assigned', { description: 'Asset is already assigned to someone else' }),
    );
    expect(await within(dialog).findByText('Asset is already assigned to someone else')).toBeTruthy();
  });
});
