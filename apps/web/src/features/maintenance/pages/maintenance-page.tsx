import { useMemo, useState } from 'react';
import { CalendarDays, CalendarPlus, Gauge, List, Wrench } from 'lucide-react';
import type { MaintenanceTask } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { taskPrefillKeys, taskPrefillOf, type TaskPrefill } from '../../../lib/maintenance-links.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { emptyFilters, useDeleteTask, useStartTask, type TaskFilters } from '../api/tasks-api.ts';
import { CompleteTaskDialog } from '../components/complete-task-dialog.tsx';
import { LinkedTask } from '../components/linked-task.tsx';
import { MaintenanceSummaryStrip } from '../components/maintenance-summary-strip.tsx';
import { MeterReadingDialog } from '../components/meter-reading-dialog.tsx';
import { RepairsPanel } from '../components/repairs-panel.tsx';
import { TaskCalendar } from '../components/task-calendar.tsx';
import { TaskDialog } from '../components/task-dialog.tsx';
import { TaskFiltersBar } from '../components/task-filters.tsx';
import { TaskList } from '../components/task-list.tsx';
import type { TaskActions } from '../components/task-row.tsx';

/**
 * spec 02 §2 Maintenance, labelled Service. Deep links: ?new=1&equipmentId=… opens the Schedule dialog
 * for that equipment (the scanner and the equipment dialog link here), with &title=, &description= and &priority= filled
 * in (the scanner's AI Part Analysis); ?equipmentId=… filters the list, and
 * ?status=overdue and ?assignee=me start the list on overdue tasks, or one's own (the dashboard's needs-attention links);
 * ?task=… shows that task first (a note's link to it).
 */
export function MaintenancePage() {
  usePageMeta('Service', { noindex: true });
  const [params, update] = useSearchParamsEditor();
  const [filters, setFilters] = useState<TaskFilters>(() => ({
    ...emptyFilters,
    equipmentId: params.get('equipmentId') ?? '',
    status: params.get('status') === 'overdue' ? 'overdue' : '',
    assignee: params.get('assignee') === 'me' ? 'me' : '',
  }));
  const [editing, setEditing] = useState<MaintenanceTask | null>(null);
  const [completing, setCompleting] = useState<MaintenanceTask | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceTask | null>(null);
  const [meterOpen, setMeterOpen] = useState(false);
  const remove = useDeleteTask();
  const start = useStartTask();

  const tab = params.get('tab') === 'repairs' ? 'repairs' : 'tasks';
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const creating = params.get('new') === '1';
  const linkedTaskId = tab === 'tasks' ? params.get('task') : null;
  const prefillKey = JSON.stringify(taskPrefillOf(params));
  const prefill = useMemo(() => JSON.parse(prefillKey) as Partial<TaskPrefill>, [prefillKey]);
  const openCreate = () => update((next) => next.set('new', '1'));
  const hasFilters = Boolean(filters.status || filters.priority || filters.equipmentId || filters.assignee);

  const actions: TaskActions = {
    onEdit: setEditing,
    onComplete: setCompleting,
    onDelete: setDeleting,
    onStart: (task) => start.mutate({ id: task.id, status: 'in_progress' }),
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Service"
        description="Maintenance schedules, work orders and repair requests for your fleet."
        actions={
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            <Button variant="outline" onClick={() => setMeterOpen(true)}>
              <Gauge aria-hidden="true" />
              Record hours
            </Button>
            <Button onClick={openCreate}>
              <CalendarPlus aria-hidden="true" />
              <span className="sm:hidden">Schedule</span>
              <span className="hidden sm:inline">Schedule Maintenance</span>
            </Button>
          </div>
        }
      />
      <MaintenanceSummaryStrip />
      <Tabs
        value={tab}
        onValueChange={(value) => update((next) => (value === 'repairs' ? next.set('tab', 'repairs') : next.delete('tab')))}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList>
            <TabsTrigger value="tasks">
              <List aria-hidden="true" />
              Tasks
            </TabsTrigger>
            <TabsTrigger value="repairs">
              <Wrench aria-hidden="true" />
              Repairs
            </TabsTrigger>
          </TabsList>
          {tab === 'tasks' ? (
            <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="View">
              {(['list', 'calendar'] as const).map((v) => (
                <Button
                  key={v}
                  size="sm"
                  variant={view === v ? 'secondary' : 'ghost'}
                  aria-pressed={view === v}
                  onClick={() => update((next) => (v === 'calendar' ? next.set('view', 'calendar') : next.delete('view')))}
                >
                  {v === 'list' ? <List aria-hidden="true" /> : <CalendarDays aria-hidden="true" />}
                  <span className="sr-only sm:not-sr-only">{v === 'list' ? 'List' : 'Calendar'}</span>
                </Button>
              ))}
            </div>
          ) : null}
        </div>
        <TabsContent value="tasks" className="grid gap-3">
          {linkedTaskId ? <LinkedTask id={linkedTaskId} actions={actions} onClose={() => update((next) => next.delete('task'))} /> : null}
          <TaskFiltersBar filters={filters} onChange={setFilters} />
          {view === 'calendar' ? (
            <TaskCalendar filters={filters} actions={actions} />
          ) : (
            <TaskList
              filters={filters}
              hasFilters={hasFilters}
              onClear={() => setFilters(emptyFilters)}
              onSchedule={openCreate}
              actions={actions}
            />
          )}
        </TabsContent>
        <TabsContent value="repairs">
          <RepairsPanel />
        </TabsContent>
      </Tabs>

      <TaskDialog
        open={creating}
        onOpenChange={(open) =>
          update((next) => {
            if (open) return next.set('new', '1');
            for (const key of ['new', ...taskPrefillKeys]) next.delete(key);
          })
        }
        task={null}
        prefill={prefill}
      />
      <TaskDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} task={editing} />
      <CompleteTaskDialog task={completing} onClose={() => setCompleting(null)} />
      <MeterReadingDialog open={meterOpen} onOpenChange={setMeterOpen} equipmentId={filters.equipmentId || undefined} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete task?"
        description={
          deleting
            ? `${deleting.taskNumber} · ${deleting.title} will be deleted. Tasks with parts used on them are kept for the stock ledger; cancel those instead.`
            : ''
        }
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        destructive
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
