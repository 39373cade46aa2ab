import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, CreateReviewInput, FoundersProgressResponse, PublicReviewsResponse, SubmitLeadInput, SubmitLeadResult } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';

export const publicKeys = {
  reviews: ['public', 'reviews'] as const,
  founders: ['public', 'founders'] as const,
};

/** spec 03 §7: approved reviews, newest first, 20. */
export function usePublicReviews() {
  return useQuery({
    queryKey: publicKeys.reviews,
    queryFn: ({ signal }) => api.get<PublicReviewsResponse>('/api/public/reviews', signal),
  });
}

/** spec 03 §9: 25 spots, the claimed count from the server. */
export function useFoundersProgress() {
  return useQuery({
    queryKey: publicKeys.founders,
    queryFn: ({ signal }) => api.get<FoundersProgressResponse>('/api/public/founders', signal),
  });
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
