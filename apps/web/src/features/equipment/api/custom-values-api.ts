import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlternateCode, AlternateCodeList, EquipmentCustomValues } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';

export const customValueKeys = {
  values: (id: string) => ['equipment', 'custom-values', id] as const,
  codes: (id: string) => ['equipment', 'alternate-codes', id] as const,
};

/** A machine's custom fields and their values (issue 19 item 4). */
export function useCustomValues(equipmentId: string) {
  return useQuery({
    queryKey: customValueKeys.values(equipmentId),
    queryFn: ({ signal }) => api.get<EquipmentCustomValues>(`/api/equipment/${equipmentId}/custom-fields`, signal),
  });
}

/** Saves the whole form: every live field, '' or null clearing one; the server checks each value against its field. */
export function useSaveCustomValues(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string | null>) =>
      api.put<EquipmentCustomValues>(`/api/equipment/${equipmentId}/custom-fields`, { values }),
    onSuccess: (data) => {
      queryClient.setQueryData(customValueKeys.values(equipmentId), data);
      // The register's custom field filter may now match differently.
      void queryClient.invalidateQueries({ queryKey: ['equipment', 'list'] });
    },
  });
}

/** The labels a machine already carried (issue 19 item 5): a peer's asset tag, barcode or QR id. */
export function useAlternateCodes(equipmentId: string) {
  return useQuery({
    queryKey: customValueKeys.codes(equipmentId),
    queryFn: ({ signal }) => api.get<AlternateCodeList>(`/api/equipment/${equipmentId}/alternate-codes`, signal),
  });
}

export function useAddAlternateCode(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; label?: string | null }) =>
      api.post<AlternateCode>(`/api/equipment/${equipmentId}/alternate-codes`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customValueKeys.codes(equipmentId) }),
  });
}

export function useRemoveAlternateCode(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: string) => api.delete<void>(`/api/equipment/${equipmentId}/alternate-codes/${codeId}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customValueKeys.codes(equipmentId) }),
  });
}
