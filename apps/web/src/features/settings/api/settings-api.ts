import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  ChangePasswordInput,
  ClientRole,
  CompanySettings,
  InvitationSummary,
  MeResponse,
  Role,
  SessionSummary,
  UpdateCompanySettingsInput,
  UpdateProfileInput,
} from '@gears/domain';
import { messages } from '@gears/domain/platform/messages';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session.ts';

export const settingsKeys = {
  sessions: ['me', 'sessions'] as const,
  companyUsers: ['company', 'users'] as const,
  invitations: ['invitations', 'list'] as const,
  company: ['company', 'settings'] as const,
};

const failed = (title: string) => (error: unknown) => toast.error(title, { description: errorMessage(error, messages.unexpected) });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch<MeResponse>('/api/me', input),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
    onError: failed('Could not save your profile'),
  });
}

/** Upload rules shown to the user; the server checks size, extension and magic bytes (DESIGN §4). */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'];
export const avatarMaxBytes = 2 * 1024 * 1024;

export function avatarProblem(file: File): string | null {
  if (!avatarTypes.includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > avatarMaxBytes) return 'The image must be 2 MB or smaller.';
  return null;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<MeResponse>('/api/me/avatar', body);
    },
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      toast.success('Photo updated');
    },
    onError: failed('Failed to upload the photo'),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<{ ok: true }>('/api/me/password', input),
    onSuccess: () => toast.success('Password updated'),
    onError: failed('Password not changed'),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: ({ signal }) => api.get<{ sessions: SessionSummary[] }>('/api/me/sessions', signal),
    select: (data) => data.sessions,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/me/sessions/${id}`),
    onSuccess: () => {
      toast.success('Session revoked');
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
    onError: failed('Could not revoke the session'),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ revoked: number }>('/api/me/sessions/revoke-others'),
    onSuccess: ({ revoked }) => {
      toast.success(revoked === 1 ? 'Signed out 1 other session' : `Signed out ${revoked} other sessions`);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
    onError: failed('Could not sign out other sessions'),
  });
}

export type CompanyUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  jobTitle: string | null;
  avatarUrl: string | null;
  createdAt: string;
};

export function useCompanyUsers() {
  return useQuery({
    queryKey: settingsKeys.companyUsers,
    queryFn: ({ signal }) => api.get<{ users: CompanyUser[] }>('/api/company/users', signal),
    select: (data) => data.users,
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: settingsKeys.invitations,
    queryFn: ({ signal }) => api.get<{ invitations: InvitationSummary[] }>('/api/invitations', signal),
    select: (data) => data.invitations,
  });
}

/** The link goes to the invitee's mailbox; only a provider admin gets it back as well (issue 12 item 7). */
export type CreatedInvitation = { invitation: InvitationSummary; link?: string };

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: ClientRole }) => api.post<CreatedInvitation>('/api/invitations', input),
    onSuccess: (result) => {
      toast.success('Invitation sent', { description: `We emailed an invitation to ${result.invitation.email}.` });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.invitations });
    },
    onError: failed('Invitation not sent'),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/invitations/${id}`),
    onSuccess: () => {
      toast.success('Invitation revoked');
      void queryClient.invalidateQueries({ queryKey: settingsKeys.invitations });
    },
    onError: failed('Could not revoke the invitation'),
  });
}

/** The company's settings: its shipping address, printed as the ship-to of its orders and packing slips. */
export function useCompanySettings() {
  return useQuery({
    queryKey: settingsKeys.company,
    queryFn: ({ signal }) => api.get<CompanySettings>('/api/company/settings', signal),
  });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanySettingsInput) => api.patch<CompanySettings>('/api/company/settings', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.company, settings);
      toast.success('Company settings saved', {
        description: settings.shippingAddress ? 'New orders and packing slips ship to this address.' : 'The shipping address was removed.',
      });
    },
    onError: failed('Could not save the company settings'),
  });
}
