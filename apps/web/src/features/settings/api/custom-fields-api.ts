import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomFieldInput, CustomField, UpdateCustomFieldInput } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { customFieldKeys } from '../../../lib/custom-fields-api.ts';

/** Settings → Custom fields: define, change, archive and delete the company's fields (issue 19 item 4). */
function useFieldMutation<TInput>(fn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The equipment screens read the same definitions (and a machine's values list the live ones).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['equipment', 'custom-values'] }),
      ]),
  });
}

export const useCreateCustomField = () =>
  useFieldMutation((input: Omit<CreateCustomFieldInput, 'companyId'>) => api.post<CustomField>('/api/custom-fields', input));

export const useUpdateCustomField = () =>
  useFieldMutation(({ id, patch }: { id: string; patch: UpdateCustomFieldInput }) =>
    api.patch<CustomField>(`/api/custom-fields/${id}`, patch),
  );

export const useDeleteCustomField = () => useFieldMutation((id: string) => api.delete<{ deleted: true }>(`/api/custom-fields/${id}`));
