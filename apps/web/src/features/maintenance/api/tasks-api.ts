import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  CompleteTaskInput,
  CompleteTaskResult,
  CreateTaskInput,
  MaintenanceSummary,
  MaintenanceTask,
  TaskDisplayStatus,
  TaskPage,
  TaskPriority,
  TeamGroups,
  UpdateTaskInput,
} from '@gears/domain';
import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';

export const maintenanceKeys = {
  all: ['maintenance'] as const,
  tasks: ['maintenance', 'tasks'] as const,
  list: (filters: TaskFilters, range: DateRange | null) => ['maintenance', 'tasks', 'list', filters, range] as const,
  task: (id: string) => ['maintenance', 'tasks', 'detail', id] as const,
  team: ['maintenance', 'team'] as const,
  summary: ['maintenance', 'summary'] as const,
};

export type TaskFilters = {
  status: TaskDisplayStatus | 'open' | '';
  priority: TaskPriority | '';
  equipmentId: string;
  /** '', 'me' or a user id. */
  assignee: string;
};
export type DateRange = { from: string; to: string };

export const emptyFilters: TaskFilters = { status: '', priority: '', equipmentId: '', assignee: '' };

export function taskParams(filters: TaskFilters, range: DateRange | null): URLSearchParams {
  const params = new URLSearchParams({ today: localToday(), limit: range ? '500' : '100' });
  if (filters.status === 'open') params.set('status', 'overdue,pending,in_progress');
  else if (filters.status) params.set('status', filters.status);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.equipmentId) params.set('equipmentId', filters.equipmentId);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return params;
}

/** The Service page list (or a calendar month when a range is given): overdue and one's own tasks first (server order). */
export function useTasks(filters: TaskFilters, range: DateRange | null = null) {
  return useQuery({
    queryKey: maintenanceKeys.list(filters, range),
    queryFn: ({ signal }) => api.get<TaskPage>(`/api/maintenance/tasks?${taskParams(filters, range)}`, signal),
    placeholderData: keepPreviousData,
    // spec 02 §9: tasks are deduplicated for 15 s.
    staleTime: 15_000,
  });
}

/** One task by id (a note's link to it, ?task= on the Service page); 404 when it is not the company's. */
export function useTask(id: string | null) {
  return useQuery({
    queryKey: maintenanceKeys.task(id ?? ''),
    queryFn: ({ signal }) => api.get<MaintenanceTask>(`/api/maintenance/tasks/${encodeURIComponent(id!)}?today=${localToday()}`, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useTeam(enabled = true) {
  return useQuery({
    queryKey: maintenanceKeys.team,
    queryFn: ({ signal }) => api.get<TeamGroups>('/api/maintenance/assignable-users', signal),
    enabled,
  });
}

export function useMaintenanceSummary() {
  return useQuery({
    queryKey: maintenanceKeys.summary,
    queryFn: ({ signal }) => api.get<MaintenanceSummary>(`/api/maintenance/summary?today=${localToday()}`, signal),
    staleTime: 15_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    // Equipment shows "in maintenance" from its open tasks.
    void queryClient.invalidateQueries({ queryKey: ['equipment'] });
  };
}

export function useCreateTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Omit<CreateTaskInput, 'companyId'>) =>
      api.post<{ task: MaintenanceTask; message: string }>('/api/maintenance/tasks', input),
    onSuccess: ({ task, message }) => {
      refresh();
      toast.success(message || m.taskCreated, { description: `${task.title} · ${task.taskNumber}` });
    },
  });
}

export function useUpdateTask(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: UpdateTaskInput) => api.patch<MaintenanceTask>(`/api/maintenance/tasks/${id}`, patch),
    onSuccess: (task) => {
      refresh();
      toast.success('Task updated', { description: task.title });
    },
  });
}

export function useDeleteTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/maintenance/tasks/${id}`),
    onSuccess: () => {
      refresh();
      toast.success('Task deleted');
    },
    onError: (error) => toast.error('Delete Failed', { description: errorMessage(error, 'The task could not be deleted.') }),
  });
}

export function useCompleteTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CompleteTaskInput }) =>
      api.post<CompleteTaskResult>(`/api/maintenance/tasks/${id}/complete`, { ...input, today: localToday() }),
    onSuccess: (result) => {
      refresh();
      // The server says whether (and when) the next occurrence was scheduled.
      toast.success(result.nextTask ? 'Task completed' : result.message, {
        description: result.nextTask ? result.message : result.task.title,
      });
    },
    onError: (error) => toast.error('Could not complete the task', { description: errorMessage(error, 'Please try again.') }),
  });
}

export function useStartTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'in_progress' | 'pending' | 'cancelled' }) =>
      api.patch<MaintenanceTask>(`/api/maintenance/tasks/${id}`, { status }),
    onSuccess: (task) => {
      refresh();
      toast.success(task.status === 'in_progress' ? 'Task started' : 'Task updated', { description: task.title });
    },
    onError: (error) => toast.error('Update Failed', { description: errorMessage(error, 'The task could not be updated.') }),
  });
}
