import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MaintenanceTask } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { dateOfIso, formatDay, isoOf, localToday } from '../../../lib/local-date.ts';
import { useTasks, type TaskFilters } from '../api/tasks-api.ts';
import { TaskRow, type TaskActions } from './task-row.tsx';

const weekdays = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 7 + i).toLocaleDateString(undefined, { weekday: 'short' }));

/** The six weeks (Sunday first) that show a month. */
function monthGrid(month: Date): string[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1, 12);
  const start = new Date(first);
  start.setDate(1 - first.getDay());
  return Array.from({ length: 42 }, (_, i) => isoOf(new Date(start.getFullYear(), start.getMonth(), start.getDate() + i, 12)));
}

const chipTone = (t: MaintenanceTask) =>
  t.isOverdue
    ? 'bg-destructive/15 text-destructive'
    : t.status === 'completed'
      ? 'bg-success/15 text-success'
      : t.status === 'in_progress'
        ? 'bg-info/15 text-info'
        : 'bg-primary/20 text-accent-text';

/** Month calendar of due dates; choosing a day lists its tasks below with their actions. */
export function TaskCalendar({ filters, actions }: { filters: TaskFilters; actions: TaskActions }) {
  const today = localToday();
  const [month, setMonth] = useState(() => dateOfIso(today));
  const [selected, setSelected] = useState<string>(today);
  const days = useMemo(() => monthGrid(month), [month]);
  const tasks = useTasks(filters, { from: days[0]!, to: days[41]! });
  const byDay = useMemo(() => {
    const map = new Map<string, MaintenanceTask[]>();
    for (const task of tasks.data?.items ?? []) map.set(task.dueDate, [...(map.get(task.dueDate) ?? []), task]);
    return map;
  }, [tasks.data]);
  const shift = (by: number) => setMonth((m) => new Date(m.getFullYear(), m.getMonth() + by, 1, 12));
  const title = month.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
  const dayTasks = byDay.get(selected) ?? [];

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => shift(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 className="text-base font-semibold" aria-live="polite">
          {title}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => (setMonth(dateOfIso(today)), setSelected(today))}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label="Next month" onClick={() => shift(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {tasks.isError ? (
        <ErrorState message={errorMessage(tasks.error, 'Failed to load maintenance tasks')} onRetry={() => void tasks.refetch()} />
      ) : null}
      <div role="grid" aria-label={`Tasks due in ${title}`} className="grid grid-cols-7 overflow-hidden rounded-lg border bg-card text-xs">
        {weekdays.map((d) => (
          <div key={d} role="columnheader" className="border-b bg-muted/60 p-1.5 text-center font-medium text-muted-foreground">
            {d}
          </div>
        ))}
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          const inMonth = dateOfIso(day).getMonth() === month.getMonth();
          return (
            <button
              key={day}
              type="button"
              role="gridcell"
              aria-selected={day === selected}
              aria-label={`${formatDay(day)}: ${list.length} task${list.length === 1 ? '' : 's'}`}
              onClick={() => setSelected(day)}
              className={`grid min-h-14 content-start gap-1 border-r border-b p-1 text-left hover:bg-muted/50 [&:nth-child(7n)]:border-r-0 focus-visible:outline-2 focus-visible:outline-ring md:min-h-24 ${inMonth ? '' : 'bg-muted/30 text-muted-foreground'} ${day === selected ? 'ring-2 ring-primary ring-inset' : ''}`}
            >
              <span
                className={`justify-self-start rounded-full px-1.5 ${day === today ? 'bg-primary font-semibold text-primary-foreground' : ''}`}
              >
                {dateOfIso(day).getDate()}
              </span>
              {tasks.isPending && inMonth ? <Skeleton className="h-3 w-full" /> : null}
              {/* Phones: a count; wider screens: the first titles. */}
              {list.length > 0 ? <span className="rounded bg-primary/20 px-1 text-center font-medium md:hidden">{list.length}</span> : null}
              {list.slice(0, 3).map((t) => (
                <span key={t.id} className={`hidden truncate rounded px-1 py-0.5 md:block ${chipTone(t)}`}>
                  {t.title}
                </span>
              ))}
              {list.length > 3 ? <span className="hidden text-muted-foreground md:block">+{list.length - 3} more</span> : null}
            </button>
          );
        })}
      </div>
      <section aria-label={`Tasks due ${formatDay(selected)}`} className="grid gap-2">
        <h3 className="text-sm font-semibold">Due {formatDay(selected)}</h3>
        {dayTasks.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing due this day.</p>
        ) : (
          <ul className="grid gap-2">
            {dayTasks.map((task) => (
              <TaskRow key={task.id} task={task} today={tasks.data?.today ?? today} actions={actions} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
