import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TaxSettings } from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';

const taxSettingsKey = ['admin', 'tax-settings'] as const;

/** The provider's default tax rate (GET / PATCH /api/admin/tax-settings), given to each quote when sent unless chosen. */
export function useTaxSettings() {
  return useQuery({ queryKey: taxSettingsKey, queryFn: ({ signal }) => api.get<TaxSettings>('/api/admin/tax-settings', signal) });
}

export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaultTaxRate: number) => api.patch<TaxSettings>('/api/admin/tax-settings', { defaultTaxRate }),
    onSuccess: (settings) => {
      queryClient.setQueryData(taxSettingsKey, settings);
      // Unsent quotes show the default: their totals change with it.
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      toast.success('Default tax rate saved', { description: 'Quotes sent from now on use it unless you choose a rate on the quote.' });
    },
    onError: (error) => toast.error('Failed to save the tax rate', { description: errorMessage(error, 'Please try again.') }),
  });
}
