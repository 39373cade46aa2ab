// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BulkScheduleResult } from '@gears/domain';
import { bulkTaskTitle } from '@gears/domain/maintenance/bulk.rules';
import { localToday } from '../../../lib/local-date.ts';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { BulkScheduleDialog } from './bulk-schedule-dialog.tsx';

const ids = ['0b6f2c1e-1111-4a2b-9c3d-000000000001', '0b6f2c1e-1111-4a2b-9c3d-000000000002'];
const daysFrom = (days: number) => localToday(new Date(Date.now() + days * 86_400_000));

function renderDialog() {
  return renderWithSession(<BulkScheduleDialog ids={ids} open onOpenChange={() => {}} />, buildMe());
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Schedule 2' }) as HTMLButtonElement;

afterEach(() => vi.unstubAllGlobals());

describe('BulkScheduleDialog (spec 02 §5 bulk maintenance scheduling)', () => {
  it('fills the title from the task type with month and year, and keeps a typed title', () => {
    renderDialog();
    expect(field('bulk-task-title').value).toBe('');

    fireEvent.change(field('bulk-task-type'), { target: { value: 'inspection' } });
    expect(field('bulk-task-title').value).toBe(bulkTaskTitle('inspection', localToday()));

    const later = daysFrom(60);
    fireEvent.change(field('bulk-task-due'), { target: { value: later } });
    fireEvent.change(field('bulk-task-type'), { target: { value: 'calibration' } });
    expect(field('bulk-task-title').value).toBe(bulkTaskTitle('calibration', later));

    fireEvent.change(field('bulk-task-title'), { target: { value: 'Spring checks' } });
    fireEvent.change(field('bulk-task-type'), { target: { value: 'service' } });
    expect(field('bulk-task-title').value).toBe('Spring checks');

    fireEvent.change(field('bulk-task-title'), { target: { value: '' } });
    fireEvent.change(field('bulk-task-type'), { target: { value: 'preventive' } });
    expect(field('bulk-task-title').value).toBe(bulkTaskTitle('preventive', later));
  });

  it('blocks a past due date and posts the selection once the date is valid', async () => {
    const result: BulkScheduleResult = {
      succeeded: 1,
      failed: [{ id: ids[1]!, error: 'Not found' }],
      taskIds: ['0b6f2c1e-2222-4a2b-9c3d-000000000001'],
      title: 'Repair',
      message: 'Bulk Maintenance Scheduling Complete',
    };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();

    expect(field('bulk-task-due').min).toBe(localToday());
    fireEvent.change(field('bulk-task-type'), { target: { value: 'repair' } });
    fireEvent.change(field('bulk-task-due'), { target: { value: daysFrom(-1) } });
    expect(screen.getByRole('alert').textContent).toBe('The due date cannot be in the past');
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();

    const due = daysFrom(7);
    fireEvent.change(field('bulk-task-due'), { target: { value: due } });
    fireEvent.change(field('bulk-task-priority'), { target: { value: 'high' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submitButton());

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('1 succeeded, 1 failed'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/maintenance/bulk');
    expect(JSON.parse(init.body as string)).toMatchObject({
      equipmentIds: ids,
      taskType: 'repair',
      title: bulkTaskTitle('repair', due),
      dueDate: due,
      priority: 'high',
    });
  });
});
