// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MaintenanceTask, TeamGroups } from '@gears/domain';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { TaskDialog } from './task-dialog.tsx';

const equipment = { id: '0b9a1c8e-3a2f-4d6e-9c1b-2f3e4d5c6b7a', name: 'CAT 320', model: '320', serial: 'SN1', hours: 1200 };
const tech = { id: 'a9703dcd-ae52-438a-9ee7-b4f04045e529', name: 'Taylor Brooks', email: 't@x', role: 'technician', jobTitle: null };
const manager = { id: '32585af6-98f8-4dda-a1ad-2239bb158839', name: 'Morgan Lee', email: 'm@x', role: 'manager', jobTitle: null };
let team: TeamGroups;
let posted: unknown[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  posted = [];
  team = {
    groups: [
      { role: 'manager', label: 'Manager', members: [manager] },
      { role: 'technician', label: 'Technician', members: [tech] },
    ],
    message: null,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/maintenance/assignable-users')) return json(team);
      if (url.startsWith('/api/equipment?')) return json({ items: [equipment], nextCursor: null });
      if (url.startsWith('/api/equipment/')) return json(equipment);
      if (url.startsWith('/api/maintenance/tasks/') && init?.method === 'PATCH') {
        posted.push(JSON.parse(String(init.body)));
        return json({ id: 'x' });
      }
      if (url === '/api/maintenance/tasks' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json({ task: { id: 'x', title: 'T', taskNumber: 'MT-ABCDEFGH' }, message: m.taskCreated }, 201);
      }
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = (prefill = {}) => renderWithSession(<TaskDialog open onOpenChange={() => {}} task={null} prefill={prefill} />, buildMe());
const field = (label: string | RegExp) => screen.getByLabelText(label);
const change = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));

describe('TaskDialog validation (spec 02 §5)', () => {
  it('asks for the title and due date with the spec message and sends nothing', async () => {
    open();
    submit();
    expect(await screen.findByText(m.missingInformation)).toBeTruthy();
    change('Maintenance title *', 'Oil change');
    submit();
    expect(await screen.findByText(m.missingInformation)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('an hours-based schedule needs an hours interval above 0 and an equipment', async () => {
    open();
    change('Maintenance title *', '250-hour service');
    change('Due date *', '2030-01-15');
    change('Recurrence', 'custom_hours');
    submit();
    expect(await screen.findByText(m.recurrenceNeedsHours)).toBeTruthy();
    change(/Every \(operating hours\)/, '0');
    submit();
    expect(await screen.findByText(m.hoursIntervalPositive)).toBeTruthy();
    change(/Every \(operating hours\)/, '250');
    submit();
    expect(await screen.findByText(m.hoursNeedEquipment)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows the empty-team message', async () => {
    team = { groups: [], message: m.noTeamMembers };
    open();
    expect(await screen.findByText(m.noTeamMembers)).toBeTruthy();
  });
});

describe('TaskDialog recurrence fields', () => {
  it('a calendar recurrence offers "whichever comes first"; custom hours asks for the interval; repairs do not repeat', async () => {
    open();
    expect(screen.queryByLabelText(/whichever comes first/)).toBeNull();
    change('Recurrence', 'monthly');
    expect(screen.getByLabelText(/whichever comes first/)).toBeTruthy();
    expect(screen.queryByLabelText(/operating hours\)/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/whichever comes first/));
    expect(screen.getByLabelText('Or every (operating hours)')).toBeTruthy();
    change('Recurrence', 'custom_hours');
    expect(screen.getByLabelText('Every (operating hours) *')).toBeTruthy();
    change('Work', 'repair');
    expect(screen.queryByLabelText('Recurrence')).toBeNull();
    expect(screen.getByText(/Repairs do not repeat/)).toBeTruthy();
  });

  it('sends a monthly-or-250-hours schedule for the pre-filled equipment with the chosen assignees', async () => {
    open({ equipmentId: equipment.id });
    await screen.findByText('Taylor Brooks');
    change('Maintenance title *', 'Service');
    change('Due date *', '2030-01-15');
    change('Recurrence', 'monthly');
    fireEvent.click(screen.getByLabelText(/whichever comes first/));
    change('Or every (operating hours)', '250');
    await screen.findByText(/Due at 1,450 h/);
    fireEvent.click(screen.getByLabelText('Taylor Brooks'));
    submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'Service',
      dueDate: '2030-01-15',
      equipmentId: equipment.id,
      recurrence: 'monthly',
      intervalHours: 250,
      assigneeIds: [tech.id],
      isRepairRequest: false,
    });
  });
});

describe('TaskDialog: the domain schema checks it (issue 14 item 6)', () => {
  it('a repair request needs its equipment (createTaskInput), with the domain message', async () => {
    open();
    change('Maintenance title *', 'Starter grinds');
    change('Due date *', '2030-01-15');
    fireEvent.click(screen.getByRole('switch', { name: /Repair request/ }));
    submit();
    expect(await screen.findByText(m.repairNeedsEquipment)).toBeTruthy();
    expect(posted).toEqual([]);
  });
});

describe('TaskDialog edit: the whole task is checked (editTaskFormInput)', () => {
  const stored = {
    id: '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d',
    taskNumber: 'MT-ABCDEFGH',
    title: 'Oil change',
    description: null,
    notes: null,
    equipment: null,
    type: 'maintenance',
    maintenanceType: null,
    isRepairRequest: false,
    priority: 'medium',
    status: 'pending',
    dueDate: '2030-01-15',
    recurrence: 'none',
    intervalHours: null,
    assignees: [],
  } as unknown as MaintenanceTask;
  const edit = () => renderWithSession(<TaskDialog open onOpenChange={() => {}} task={stored} />, buildMe());
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  it('a cleared title gets the spec message; an hours schedule without equipment is refused; a fixed one is sent', async () => {
    edit();
    change('Maintenance title *', ' ');
    save();
    expect(await screen.findByText(m.missingInformation)).toBeTruthy();
    change('Maintenance title *', 'Oil and filter change');
    change('Recurrence', 'custom_hours');
    change(/Every \(operating hours\)/, '250');
    save();
    expect(await screen.findByText(m.hoursNeedEquipment)).toBeTruthy();
    change('Recurrence', 'monthly');
    save();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ title: 'Oil and filter change', recurrence: 'monthly', intervalHours: null, status: 'pending' });
  });
});
