import { useDeferredValue } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type {
  AdminReview,
  CreateReviewInput,
  FoundersProgressResponse,
  PublicReviewsResponse,
  SubmitLeadInput,
  SubmitLeadResult,
} from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export const publicKeys = {
  reviews: ['public', 'reviews'] as const,
  founders: ['public', 'founders'] as const,
};

/**
 * A public GET. While its component hydrates pre-rendered markup it reads as pending, as it was pre-rendered
 * (useHydrated). A new answer is rendered as a deferred value: in short slices rather than one long task, since it
 * usually lands while the page is still starting.
 */
function usePublicQuery<T>(queryKey: readonly string[], url: string): UseQueryResult<T> {
  const hydrated = useHydrated();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => api.get<T>(url, signal) });
  const status = useDeferredValue(hydrated ? query.status : 'pending');
  const data = useDeferredValue(hydrated ? query.data : undefined);
  if (status === query.status && data === query.data) return query;
  const error = status === 'error' ? query.error : null;
  return {
    ...query,
    data,
    error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
  } as UseQueryResult<T>;
}

/** spec 03 §7: approved reviews, newest first, 20. */
export function usePublicReviews() {
  return usePublicQuery<PublicReviewsResponse>(publicKeys.reviews, '/api/public/reviews');
}

/** spec 03 §9: 25 spots, the claimed count from the server. */
export function useFoundersProgress() {
  return usePublicQuery<FoundersProgressResponse>(publicKeys.founders, '/api/public/founders');
}

export function useSubmitLead() {
  return useMutation({
    mutationFn: (input: SubmitLeadInput) => api.post<SubmitLeadResult>('/api/public/leads', input),
  });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => api.post<{ review: AdminReview; message: string }>('/api/reviews', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicKeys.reviews }),
  });
}
