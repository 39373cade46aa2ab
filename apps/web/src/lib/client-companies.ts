import { useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@gears/domain';
import { api } from './api-client.ts';

/**
 * The client companies (provider excluded), for a provider admin's company filter or picker on any screen. One query
 * key, so every screen shares the one answer.
 */
export function useClientCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'clients'] as const,
    queryFn: ({ signal }) => api.get<{ companies: CompanySummary[] }>('/api/admin/companies', signal),
    select: (data) => data.companies.filter((company) => !company.isProvider),
    enabled,
    staleTime: 60_000,
  });
}
