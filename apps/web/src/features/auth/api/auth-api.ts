import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  AcceptInvitationInput,
  ClientRole,
  MeResponse,
  RegistrationRequestInput,
  ResetPasswordInput,
  Role,
  SignInInput,
} from '@gears/domain';
import { messages } from '@gears/domain/platform/messages';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { applySessionChange } from '../../../lib/session.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<MeResponse>('/api/auth/sign-in', input),
    onSuccess: (me) => {
      applySessionChange(queryClient, me);
      toast.success('Welcome back!');
    },
    onError: (error) => {
      toast.error(messages.signInFailed, { description: errorMessage(error, messages.unexpected) });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ ok: true }>('/api/auth/forgot-password', { email }),
    onSuccess: () => {
      toast.success('Reset email sent!', { description: 'If an account uses that address, a reset link is on its way.' });
    },
    onError: (error) => {
      toast.error(messages.resetFailed, { description: errorMessage(error, messages.unexpected) });
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<{ ok: true }>('/api/auth/reset-password', input),
    onSuccess: () => {
      toast.success('Password updated', { description: 'Sign in with your new password.' });
    },
    onError: (error) => {
      toast.error(messages.resetFailed, { description: errorMessage(error, messages.resetLinkInvalid) });
    },
  });
}

export function useRegistrationRequest() {
  return useMutation({
    mutationFn: (input: RegistrationRequestInput) => api.post<{ id: string }>('/api/registration-requests', input),
    onError: (error) => {
      toast.error('Submission Error', {
        description: errorMessage(error, 'There was an issue submitting your information. Please try again or contact support.'),
      });
    },
  });
}

export type InvitationPreview = { email: string; role: Role | ClientRole; companyName: string; expiresAt: string };

/** `enabled` turns off once the invitation is being accepted: a used token answers 404. */
export function useInvitation(token: string, enabled = true) {
  return useQuery({
    queryKey: ['invitations', 'preview', token],
    queryFn: ({ signal }) => api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, signal),
    retry: false,
    enabled,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => api.post<MeResponse>(`/api/invitations/${encodeURIComponent(token)}/accept`, input),
    onSuccess: (me) => {
      applySessionChange(queryClient, me);
      toast.success(`Welcome to ${me.user.companyName}!`);
    },
    onError: (error) => {
      toast.error('Could not accept the invitation', { description: errorMessage(error, messages.invitationInvalid) });
    },
  });
}
