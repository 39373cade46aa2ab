import { taskDueState, taskSearchPath, taskSearchStatus } from '@gears/domain';
import { findHits } from '../../platform/search-hits.repo.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { taskSearchRows } from './search.repo.ts';

/**
 * Maintenance tasks by title and task number (spec 01 §5 names title and equipment name; the equipment's own
 * result carries its name). Overdue is derived as the task list derives it (ADR 0004).
 */
export const taskSearchSource: SearchSource = {
  kind: 'task',
  // Reading maintenance has no action of its own: whoever reads the equipment reads its tasks (ADR 0008).
  readAction: 'equipment.read',
  findHits: (tx, companyId, term, limit, cap) => findHits(tx, 'search_task_hits', companyId, term, limit, cap),
  async loadResults(tx, ids, reader) {
    const rows = await taskSearchRows(tx, ids);
    return rows.map((t) => {
      const due = taskDueState({
        status: t.status,
        dueDate: t.due_date,
        dueHours: t.due_hours,
        currentHours: t.equipment_hours,
        today: reader.today,
      });
      const status = taskSearchStatus(due.displayStatus);
      return {
        kind: 'task',
        id: t.id,
        title: t.title,
        subtitle: t.equipment_name,
        code: t.task_number,
        status: status.status,
        statusLabel: status.label,
        tone: status.tone,
        path: taskSearchPath(t.equipment_id),
      };
    });
  },
};
