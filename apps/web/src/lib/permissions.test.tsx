// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MaintenanceTask, Role } from '@gears/domain';
import { BulkBar } from '../features/equipment/components/bulk-bar.tsx';
import { OverviewTab } from '../features/equipment/components/overview-tab.tsx';
import { TaskRow, type TaskActions } from '../features/maintenance/components/task-row.tsx';
import { buildEquipment } from '../test/equipment-fixture.ts';
import { buildMe, renderOnPlan } from '../test/test-utils.tsx';

/** ADR 0008: the web shows a role only what the permission table lets it do (the server refuses the rest anyway). */
const me = (role: Role) => buildMe({ user: { role } });
const meId = buildMe().user.id;

const equipment = buildEquipment({ purchasePrice: 120000, currentValue: 90000 });

const task = (overrides: Partial<MaintenanceTask>): MaintenanceTask => ({
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  taskNumber: 'MT-ABCDEFGH',
  companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  equipment: null,
  title: 'Grease boom pins',
  description: null,
  notes: null,
  type: 'maintenance',
  maintenanceType: null,
  isRepairRequest: false,
  priority: 'medium',
  status: 'pending',
  displayStatus: 'pending',
  isOverdue: false,
  overdueBy: null,
  dueDate: '2030-01-01',
  dueHours: null,
  hoursBaseline: null,
  forecastDueDate: null,
  averageDailyHours: null,
  recurrence: 'none',
  intervalMonths: null,
  intervalHours: null,
  seriesId: '1a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  previousTaskId: null,
  assignees: [],
  assignedToName: null,
  hasTeamAssignments: false,
  isMine: false,
  completedAt: null,
  completedBy: null,
  completedOn: null,
  completionHours: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const noop: TaskActions = { onEdit: () => {}, onComplete: () => {}, onDelete: () => {}, onStart: () => {} };
const someone = { id: '2b2b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', name: 'Sam Supervisor', email: 'sam@example.test', role: 'supervisor' };

const at = (ui: React.ReactElement, role: Role) => renderOnPlan(ui, { tier: 'enterprise', path: '/dashboard/equipment', me: me(role) });

describe('equipment overview: editing and money fields by role', () => {
  it('a technician sees the values, purchase price and current value included, with nothing to edit', () => {
    at(<OverviewTab equipment={equipment} />, 'technician');
    expect(screen.getByText('Excavator 7')).toBeTruthy();
    expect(screen.getByText('$120,000.00')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Edit / })).toEqual([]);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
  });

  it('a supervisor edits the record but not its money fields', () => {
    at(<OverviewTab equipment={equipment} />, 'supervisor');
    expect(screen.getByRole('button', { name: 'Edit name' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit purchase price' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit current value' })).toBeNull();
  });

  it.each<Role>(['client_admin', 'manager'])('a %s edits purchase price and current value', (role) => {
    at(<OverviewTab equipment={equipment} />, role);
    expect(screen.getByRole('button', { name: 'Edit purchase price' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit current value' })).toBeTruthy();
  });
});

describe('bulk actions by role', () => {
  const buttons = () =>
    within(screen.getByRole('region', { name: 'Bulk actions' }))
      .getAllByRole('button')
      .map((b) => b.textContent?.trim());

  it('a technician schedules maintenance and prints labels, no status, location or delete', () => {
    at(<BulkBar ids={[equipment.id]} onClear={() => {}} />, 'technician');
    expect(buttons()).toEqual(['Clear', 'ScheduleSchedule maintenance', 'QR labels']);
  });

  it('a supervisor also sets status and location; only a manager or client admin deletes', () => {
    at(<BulkBar ids={[equipment.id]} onClear={() => {}} />, 'supervisor');
    expect(buttons()).not.toContain('Delete');
    expect(buttons()).toContain('Status');
    at(<BulkBar ids={[equipment.id]} onClear={() => {}} />, 'client_admin');
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
  });
});

describe('task actions by role', () => {
  const actionsOf = (t: MaintenanceTask, role: Role) => {
    at(<TaskRow task={t} today="2026-06-01" actions={noop} />, role);
    return within(screen.getByRole('listitem', { name: t.title }))
      .queryAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim());
  };

  it("a technician starts and completes their own task; nothing on someone else's; never edits or deletes", () => {
    expect(actionsOf(task({ isMine: true, assignees: [{ ...someone, id: meId }] }), 'technician')).toEqual(['Start', 'Complete']);
    expect(actionsOf(task({ title: 'Theirs', assignees: [someone] }), 'technician')).toEqual([]);
  });

  it('an unassigned task the technician raised is theirs', () => {
    expect(actionsOf(task({ title: 'Walk-around', createdBy: meId }), 'technician')).toEqual(['Start', 'Complete']);
  });

  it("a supervisor works on anyone's task, edits and deletes it", () => {
    expect(actionsOf(task({ assignees: [someone] }), 'supervisor')).toEqual([
      'Start',
      'Complete',
      'Edit Grease boom pins',
      'Delete Grease boom pins',
    ]);
  });
});
