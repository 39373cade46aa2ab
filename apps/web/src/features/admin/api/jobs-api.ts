import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { JobActionResult, JobsOverview } from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';

const jobsKey = ['admin', 'jobs'] as const;

/** Dead background jobs and the count in each state (GET /api/admin/jobs, ADR 0010). */
export function useJobsOverview() {
  return useQuery({ queryKey: jobsKey, queryFn: ({ signal }) => api.get<JobsOverview>('/api/admin/jobs', signal) });
}

function useJobAction(call: (id: string) => Promise<JobActionResult>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(failure, { description: errorMessage(error, 'Please try again.') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

export const useRetryJob = () => useJobAction((id) => api.post<JobActionResult>(`/api/admin/jobs/${id}/retry`), 'Failed to retry the job');
export const useDiscardJob = () => useJobAction((id) => api.delete<JobActionResult>(`/api/admin/jobs/${id}`), 'Failed to discard the job');
