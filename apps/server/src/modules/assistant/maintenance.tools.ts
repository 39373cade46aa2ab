import { assistantListLimit, countOf, taskSearchPath, type AssistantCitation, type MaintenanceTask } from '@gears/domain';
import { listTasks } from '../maintenance/index.ts';
import { tooMany, type ToolContext, type ToolResult } from './assistant.context.ts';

const taskCitation = (t: MaintenanceTask): AssistantCitation => ({
  kind: 'task',
  id: t.id,
  label: `${t.taskNumber} ${t.title}${t.equipment ? ` — ${t.equipment.name}` : ''}`,
  href: taskSearchPath(t.equipment?.id ?? null),
});

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

const line = (t: MaintenanceTask, today: string): string => {
  const machine = t.equipment?.name ?? 'no machine';
  const when =
    t.overdueBy === 'hours'
      ? `due at ${t.dueHours} h, the meter reads ${t.equipment?.hours ?? '—'} h`
      : t.dueDate < today
        ? `due ${t.dueDate}, ${countOf(daysBetween(t.dueDate, today), 'day')} overdue`
        : `due ${t.dueDate}`;
  return `• ${machine}: ${t.taskNumber} ${t.title} (${when})`;
};

const factOf = (t: MaintenanceTask) => ({
  id: t.id,
  taskNumber: t.taskNumber,
  title: t.title,
  machine: t.equipment?.name ?? null,
  dueDate: t.dueDate,
  dueHours: t.dueHours,
  status: t.displayStatus,
  assignedTo: t.assignedToName,
});

/** Overdue maintenance (spec 02 §4: past the due date or the meter past the due hours), as the Service page lists it. */
export async function overdueMaintenance(ctx: ToolContext): Promise<ToolResult> {
  const page = await listTasks(ctx.tx, ctx.scope, { status: ['overdue'], limit: 100, offset: 0, today: ctx.today });
  const machines = new Set(page.items.map((t) => t.equipment?.id ?? t.id)).size;
  const shown = page.items.slice(0, assistantListLimit);
  const text =
    page.total === 0
      ? 'No maintenance is overdue. Every open task is within its due date and hours.'
      : `${countOf(page.total, 'maintenance task is', 'maintenance tasks are')} overdue${page.total <= 100 ? ` on ${countOf(machines, 'machine')}` : ''}:\n${shown
          .map((t) => line(t, ctx.today))
          .join('\n')}${tooMany(shown.length, page.total)}`;
  return {
    intent: 'overdue_maintenance',
    text,
    facts: { overdueTasks: page.total, today: ctx.today, tasks: page.items.slice(0, 25).map(factOf) },
    citations: shown.map(taskCitation),
    suggestions: ['What service is due this week?', 'Which parts are low on stock?'],
  };
}

const addDays = (day: string, n: number): string => new Date(Date.parse(day) + n * dayMs).toISOString().slice(0, 10);

/** Open tasks falling due from today through `withinDays` days ahead (the overdue ones have their own question). */
export async function dueMaintenance(ctx: ToolContext, withinDays: number): Promise<ToolResult> {
  const to = addDays(ctx.today, withinDays);
  const page = await listTasks(ctx.tx, ctx.scope, {
    status: ['pending', 'in_progress'],
    from: ctx.today,
    to,
    limit: 100,
    offset: 0,
    today: ctx.today,
  });
  const due = page.items.filter((t) => !t.isOverdue);
  const shown = due.slice(0, assistantListLimit);
  const span = withinDays === 0 ? 'today' : `from ${ctx.today} to ${to}`;
  const text =
    due.length === 0
      ? `No maintenance falls due ${span}.`
      : `${countOf(due.length, 'maintenance task falls', 'maintenance tasks fall')} due ${span}:\n${shown.map((t) => line(t, ctx.today)).join('\n')}${tooMany(shown.length, due.length)}`;
  return {
    intent: 'due_maintenance',
    text,
    facts: { from: ctx.today, to, dueTasks: due.length, tasks: due.slice(0, 25).map(factOf) },
    citations: shown.map(taskCitation),
    suggestions: ['Which machines are overdue for service?'],
  };
}
