import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateReservationInput, Reservation, ReservationPage, ReservationView, UpdateReservationInput } from '@gears/domain';
import { reservationMessages as m } from '@gears/domain/reservations/messages';
import { api, ApiError, errorMessage } from '../../../lib/api-client.ts';

/** Query keys start with 'reservations' (lib/live-events.ts refreshes them when any booking changes). */
export const reservationKeys = {
  all: ['reservations'] as const,
  list: (view: ReservationView, equipmentId: string | null) => ['reservations', 'list', view, equipmentId] as const,
  range: (from: string, to: string) => ['reservations', 'range', from, to] as const,
};

/** The tab's list, one group at a time (spec 02 §2 Reservations tab). */
export function useReservations(view: ReservationView, equipmentId: string | null = null) {
  return useQuery({
    queryKey: reservationKeys.list(view, equipmentId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ view, limit: '200' });
      if (equipmentId) params.set('equipmentId', equipmentId);
      return api.get<ReservationPage>(`/api/reservations?${params}`, signal);
    },
    placeholderData: (previous) => previous,
  });
}

/** Every booking overlapping [from, to): the calendar's month or week, cancelled ones left out by the caller. */
export function useReservationRange(from: string, to: string) {
  return useQuery({
    queryKey: reservationKeys.range(from, to),
    queryFn: ({ signal }) => api.get<ReservationPage>(`/api/reservations?${new URLSearchParams({ from, to, limit: '500' })}`, signal),
    placeholderData: (previous) => previous,
  });
}

/** A refusal's toast title: the spec's 'Reservation Conflict' for a clash, 'Reservation Failed' otherwise. */
export function reservationErrorTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    const reason = (error.details as { reason?: string } | undefined)?.reason;
    if (reason === 'reservation_conflict' || reason === 'unavailable') return m.conflictTitle;
  }
  return m.failed;
}

function showError(error: unknown) {
  toast.error(reservationErrorTitle(error), { description: errorMessage(error, 'Please try again.') });
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReservationInput) => api.post<Reservation>('/api/reservations', input),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      toast.success(m.created, { description: `${created.equipmentName} is booked, waiting for confirmation.` });
    },
    onError: showError,
  });
}

export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateReservationInput }) => api.patch<Reservation>(`/api/reservations/${id}`, patch),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      toast.success(m.updated);
    },
    onError: showError,
  });
}

/** Confirm or cancel; both answer with the booking as it now is. */
export function useDecideReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'confirm' | 'cancel' }) =>
      api.post<Reservation>(`/api/reservations/${id}/${action}`),
    onSuccess: (_r, { action }) => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['equipment'] });
      toast.success(m.updated, { description: action === 'confirm' ? m.confirmed : m.cancelled });
    },
    onError: showError,
  });
}
