import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  Availability,
  CreateEquipmentInput,
  DeleteEquipmentResult,
  Equipment,
  EquipmentDependents,
  EquipmentPage,
  EquipmentSort,
  EquipmentStats,
  EquipmentStatus,
  MovementStatus,
  RestoreEquipmentResult,
  UpdateEquipmentInput,
} from '@gears/domain';
import { api, ApiError, errorMessage } from '../../../lib/api-client.ts';
import { shouldRetryQuery } from '../../../lib/query-client.ts';
import { startFromFirstAnswer, startListFromFirstAnswer } from '../../../lib/first-data.ts';

export const equipmentKeys = {
  all: ['equipment'] as const,
  lists: ['equipment', 'list'] as const,
  list: (filters: EquipmentFilters) => ['equipment', 'list', filters] as const,
  stats: ['equipment', 'stats'] as const,
  detail: (id: string) => ['equipment', 'detail', id] as const,
  dependents: (id: string) => ['equipment', 'dependents', id] as const,
  images: (id: string) => ['equipment', 'images', id] as const,
  documents: (id: string) => ['equipment', 'documents', id] as const,
  qrSummary: ['equipment', 'qr-summary'] as const,
  picker: (search: string) => ['equipment', 'picker', search] as const,
  companies: ['equipment', 'companies'] as const,
};

/** spec 02 §9 gives 50 per table on the fleet page; the list loads more with a keyset cursor. */
export const equipmentPageSize = 50;

/** archived: the "Show archived" view lists archived equipment only (the register lists live equipment). */
export type EquipmentFilters = {
  search: string;
  status: EquipmentStatus | '';
  sort: EquipmentSort;
  archived?: boolean;
  /** spec 02 §4 availability label; '' or absent for all. */
  availability?: Availability | '';
  /** spec 02 §2 status filter by GPS movement (§4); only offered with fleet tracking. */
  movement?: MovementStatus | '';
  /** A custom field's value as key:value (issue 19 item 4); '' or absent for none. */
  cf?: string;
};

/** The query string the list and the CSV export share; a search shorter than 2 characters is not sent. */
export function filterParams(filters: EquipmentFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search.length >= 2) params.set('search', search);
  if (filters.status) params.set('status', filters.status);
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.movement) params.set('movement', filters.movement);
  if (filters.cf) params.set('cf', filters.cf);
  if (filters.archived) params.set('archived', 'true');
  params.set('sort', filters.sort);
  return params;
}

export function useEquipmentList(filters: EquipmentFilters) {
  const pathOf = (cursor: string | null) => {
    const params = filterParams(filters);
    params.set('limit', String(equipmentPageSize));
    if (cursor) params.set('cursor', cursor);
    return `/api/equipment?${params}`;
  };
  return useInfiniteQuery({
    queryKey: equipmentKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => api.get<EquipmentPage>(pathOf(pageParam), signal),
    ...startListFromFirstAnswer<EquipmentPage, string | null>(pathOf(null), null),
    getNextPageParam: (last) => last.nextCursor,
    // Keep the previous results on screen while a new filter loads.
    placeholderData: (previous) => previous,
  });
}

export function useEquipmentStats() {
  return useQuery({
    queryKey: equipmentKeys.stats,
    queryFn: ({ signal }) => api.get<EquipmentStats>('/api/equipment/stats', signal),
    ...startFromFirstAnswer<EquipmentStats>('/api/equipment/stats'),
  });
}

export function useEquipment(id: string | null) {
  return useQuery({
    queryKey: equipmentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Equipment>(`/api/equipment/${id}`, signal),
    enabled: Boolean(id),
    // Not found (deleted, or another company's) will not change on a retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && shouldRetryQuery(count, error),
  });
}

/** A few matches for the QR manager's equipment picker. */
export function useEquipmentPicker(search: string) {
  const term = search.trim();
  const params = new URLSearchParams({ limit: '8', sort: 'name' });
  if (term.length >= 2) params.set('search', term);
  const path = `/api/equipment?${params}`;
  return useQuery({
    queryKey: equipmentKeys.picker(term),
    queryFn: ({ signal }) => api.get<EquipmentPage>(path, signal),
    ...startFromFirstAnswer<EquipmentPage>(path),
    select: (page) => page.items,
  });
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEquipmentInput) => api.post<Equipment>('/api/equipment', input),
    onSuccess: (created) => {
      queryClient.setQueryData(equipmentKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
      toast.success('Equipment Added', { description: `${created.name} is in the register.` });
    },
  });
}

export function useUpdateEquipment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateEquipmentInput) => api.patch<Equipment>(`/api/equipment/${id}`, patch),
    onSuccess: (updated) => {
      queryClient.setQueryData(equipmentKeys.detail(id), updated);
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.lists });
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.stats });
    },
  });
}

/** Archived equipment back into the register (whoever may archive it may restore it). */
export function useRestoreEquipment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RestoreEquipmentResult>(`/api/equipment/${id}/restore`),
    onSuccess: (result) => {
      queryClient.setQueryData(equipmentKeys.detail(id), result.equipment);
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.lists });
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.stats });
      toast.success(result.message, { description: `${result.equipment.name} is back in the register.` });
    },
    onError: (error) => toast.error('Restore Failed', { description: errorMessage(error, 'The equipment could not be restored.') }),
  });
}

export function useEquipmentDependents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: equipmentKeys.dependents(id),
    queryFn: ({ signal }) => api.get<EquipmentDependents>(`/api/equipment/${id}/dependents`, signal),
    enabled,
    staleTime: 0,
  });
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeleteEquipmentResult>(`/api/equipment/${id}`),
    onSuccess: (result, id) => {
      queryClient.removeQueries({ queryKey: equipmentKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
      toast.success(result.outcome === 'archived' ? 'Equipment archived' : 'Equipment deleted', { description: result.message });
    },
    onError: (error) => toast.error('Delete Failed', { description: errorMessage(error, 'Please try again.') }),
  });
}
