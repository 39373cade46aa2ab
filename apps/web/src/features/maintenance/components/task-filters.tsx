import type { TaskPriority } from '@gears/domain';
import { taskDisplayStatuses, taskPriorities, taskStatusLabels } from '@gears/domain/maintenance/status.rules';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { useTeam, type TaskFilters } from '../api/tasks-api.ts';
import { EquipmentSelect } from './equipment-select.tsx';
import { humanize } from './task-display.tsx';

type TaskFiltersBarProps = { filters: TaskFilters; onChange: (next: TaskFilters) => void };

/** Status (with the derived overdue), priority, equipment and assignee. */
export function TaskFiltersBar({ filters, onChange }: TaskFiltersBarProps) {
  const team = useTeam();
  const set = <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) => onChange({ ...filters, [key]: value });
  const members = (team.data?.groups ?? []).flatMap((g) => g.members);
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-4" role="group" aria-label="Filter tasks">
      <NativeSelect aria-label="Status" value={filters.status} onChange={(e) => set('status', e.target.value as TaskFilters['status'])}>
        <option value="">All statuses</option>
        <option value="open">Open (overdue, scheduled, in progress)</option>
        {taskDisplayStatuses.map((s) => (
          <option key={s} value={s}>
            {taskStatusLabels[s]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="Priority" value={filters.priority} onChange={(e) => set('priority', e.target.value as TaskPriority | '')}>
        <option value="">All priorities</option>
        {taskPriorities.map((p) => (
          <option key={p} value={p}>
            {humanize(p)}
          </option>
        ))}
      </NativeSelect>
      <EquipmentSelect
        id="filter-equipment"
        className="grid"
        value={filters.equipmentId}
        emptyLabel="All equipment"
        onChange={(id) => set('equipmentId', id)}
      />
      <NativeSelect aria-label="Assignee" value={filters.assignee} onChange={(e) => set('assignee', e.target.value)}>
        <option value="">Everyone</option>
        <option value="me">My tasks</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
