import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AssignmentFilter } from '@gears/domain/assignments/assignment.rules';
import type { AssignmentOptions, AssignmentPage, AssignmentResult, CheckOutInput } from '@gears/domain/assignments/assignment.schema';
import { assignmentMessages as m } from '@gears/domain/assignments/messages';
import { api, ApiError, errorMessage } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';

/** Live events invalidate ['assignments'] and ['equipment'] when a check-out changes (lib/live-events.ts). */
export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (status: AssignmentFilter, equipmentId: string | null) => ['assignments', 'list', status, equipmentId] as const,
  options: (companyId: string | null) => ['assignments', 'options', companyId] as const,
};

export function useAssignments(status: AssignmentFilter, equipmentId: string | null = null) {
  return useInfiniteQuery({
    queryKey: assignmentKeys.list(status, equipmentId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status, today: localToday(), limit: '50' });
      if (equipmentId) params.set('equipmentId', equipmentId);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<AssignmentPage>(`/api/assignments?${params}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}

/** The company's people and active job sites; a provider admin outside impersonation names the company. */
export function useAssignmentOptions(enabled: boolean, companyId: string | null = null) {
  return useQuery({
    queryKey: assignmentKeys.options(companyId),
    queryFn: ({ signal }) =>
      api.get<AssignmentOptions>(`/api/assignments/options${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ''}`, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** spec 02 §8: 'Asset Already Assigned' or 'Asset Unavailable' when the server names the reason, else 'Check-out Failed'. */
export function checkOutFailureTitle(error: unknown): string {
  const title = error instanceof ApiError ? (error.details as { title?: unknown } | undefined)?.title : undefined;
  return typeof title === 'string' ? title : m.checkOutFailed;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['equipment'] });
  };
}

export function useCheckOut() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CheckOutInput) => api.post<AssignmentResult>('/api/assignments', { ...input, today: localToday() }),
    onSuccess: (result) => {
      refresh();
      toast.success(result.message, {
        description: `${result.assignment.equipment.name} is checked out to ${result.assignment.assignedToName}.`,
      });
    },
    onError: (error) => toast.error(checkOutFailureTitle(error), { description: errorMessage(error, 'Please try again.') }),
  });
}

export function useCheckIn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ assignmentId, returnNotes }: { assignmentId: string; returnNotes: string | null }) =>
      api.post<AssignmentResult>(`/api/assignments/${assignmentId}/return`, { returnNotes, today: localToday() }),
    onSuccess: (result) => {
      refresh();
      toast.success(result.message, { description: `${result.assignment.equipment.name} is back and available.` });
    },
    onError: (error) => toast.error(m.checkInFailed, { description: errorMessage(error, 'Please try again.') }),
  });
}
