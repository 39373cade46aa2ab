import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type {
  ClientRole,
  CompanySummary,
  InvitationSummary,
  MeResponse,
  OutboxEmail,
  RegistrationRequest,
  ResendOutboxEmailResult,
  SecurityEvent,
} from '@gears/domain';
import { messages } from '@gears/domain/platform/messages';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { applySessionChange, meQueryKey } from '../../../lib/session.ts';

export const adminKeys = {
  companies: ['admin', 'companies'] as const,
  requests: ['admin', 'registration-requests'] as const,
  outbox: ['admin', 'outbox'] as const,
  securityEvents: ['admin', 'security-events'] as const,
};

export function useCompanies() {
  return useQuery({
    queryKey: adminKeys.companies,
    queryFn: ({ signal }) => api.get<{ companies: CompanySummary[] }>('/api/admin/companies', signal),
    select: (data) => data.companies,
  });
}

/** spec 01 §8 toasts; the server validates the client id and records the security event. */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (clientId: string) => api.post<MeResponse>('/api/admin/impersonation', { clientId }),
    onSuccess: async (me) => {
      applySessionChange(queryClient, me);
      const client = me.context.impersonation?.companyName ?? me.context.companyName;
      toast.success('Impersonation Started', { description: messages.impersonationStarted(client) });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate('/dashboard');
    },
    onError: (error) => {
      toast.error('Impersonation Failed', { description: errorMessage(error, 'Failed to start impersonation') });
    },
  });
}

export function useRegistrationRequests() {
  return useQuery({
    queryKey: adminKeys.requests,
    queryFn: ({ signal }) => api.get<{ requests: RegistrationRequest[] }>('/api/admin/registration-requests', signal),
    select: (data) => data.requests,
  });
}

export type ApprovalResult = { request: RegistrationRequest; invitation: InvitationSummary; link: string };

/** The admin's explicit choice (issue 12): a new company (the default), or joining an existing one with a role. */
export type ApprovalChoice = { mode: 'new_company'; companyName: string } | { mode: 'join'; companyId: string; role: ClientRole };

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: ApprovalChoice }) =>
      api.post<ApprovalResult>(`/api/admin/registration-requests/${id}/approve`, choice),
    onSuccess: (result) => {
      toast.success('Request approved', { description: `Invitation created for ${result.invitation.email}.` });
      void queryClient.invalidateQueries({ queryKey: adminKeys.requests });
      void queryClient.invalidateQueries({ queryKey: adminKeys.companies });
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
    },
    onError: (error) => toast.error('Approval failed', { description: errorMessage(error, messages.unexpected) }),
  });
}

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ request: RegistrationRequest }>(`/api/admin/registration-requests/${id}/reject`),
    onSuccess: () => {
      toast.success('Request rejected');
      void queryClient.invalidateQueries({ queryKey: adminKeys.requests });
    },
    onError: (error) => toast.error('Rejection failed', { description: errorMessage(error, messages.unexpected) }),
  });
}

export function useOutbox() {
  return useQuery({
    queryKey: adminKeys.outbox,
    queryFn: ({ signal }) => api.get<{ emails: OutboxEmail[] }>('/api/admin/outbox', signal),
    select: (data) => data.emails,
  });
}

/** Resend from the outbox: a reset or an invitation gets a fresh link the normal way; the admin never sees it. */
export function useResendOutboxEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ResendOutboxEmailResult>(`/api/admin/outbox/${id}/resend`),
    onSuccess: (result) => {
      toast.success('Email resent', { description: result.message });
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
    },
    onError: (error) => toast.error('Resend failed', { description: errorMessage(error, messages.unexpected) }),
  });
}

export function useSecurityEvents() {
  return useQuery({
    queryKey: adminKeys.securityEvents,
    queryFn: ({ signal }) => api.get<{ events: SecurityEvent[] }>('/api/admin/security-events', signal),
    select: (data) => data.events,
  });
}
