import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AdminReview, Lead } from '@gears/domain';
import type { LeadKind, LeadStatus } from '@gears/domain/public/lead.rules';
import type { ReviewStatus } from '@gears/domain/public/review.rules';
import { messages } from '@gears/domain/platform/messages';
import { api, errorMessage } from '../../../lib/api-client.ts';

export const leadReviewKeys = {
  leads: (filter: { status?: LeadStatus; kind?: LeadKind }) => ['admin', 'leads', filter] as const,
  reviews: (status: ReviewStatus) => ['admin', 'reviews', status] as const,
};

export function useAdminLeads(filter: { status?: LeadStatus; kind?: LeadKind }) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.kind) query.set('kind', filter.kind);
  const search = query.toString();
  return useQuery({
    queryKey: leadReviewKeys.leads(filter),
    queryFn: ({ signal }) => api.get<{ leads: Lead[] }>(`/api/admin/leads${search ? `?${search}` : ''}`, signal),
    select: (data) => data.leads,
  });
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) => api.patch<{ lead: Lead }>(`/api/admin/leads/${id}`, { status }),
    onSuccess: ({ lead }) => {
      toast.success('Lead updated', { description: `${lead.email} is now ${lead.status}.` });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leads'] });
    },
    onError: (error) => toast.error('Update failed', { description: errorMessage(error, messages.unexpected) }),
  });
}

export function useModerationReviews(status: ReviewStatus) {
  return useQuery({
    queryKey: leadReviewKeys.reviews(status),
    queryFn: ({ signal }) => api.get<{ reviews: AdminReview[] }>(`/api/admin/reviews?status=${status}`, signal),
    select: (data) => data.reviews,
  });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api.post<{ review: AdminReview }>(`/api/admin/reviews/${id}/${approve ? 'approve' : 'reject'}`),
    onSuccess: ({ review }) => {
      toast.success(review.status === 'approved' ? 'Review approved' : 'Review rejected', {
        description: review.status === 'approved' ? 'It now shows on the home page.' : 'It is no longer shown publicly.',
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['public', 'reviews'] });
    },
    onError: (error) => toast.error('Moderation failed', { description: errorMessage(error, messages.unexpected) }),
  });
}
