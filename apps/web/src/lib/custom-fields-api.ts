import { useQuery } from '@tanstack/react-query';
import type { CustomFieldList } from '@gears/domain';
import { api } from './api-client.ts';
import { startFromFirstAnswer } from './first-data.ts';

/** One key for the company's custom field definitions, shared by settings (managing them) and equipment (values, filter). */
export const customFieldKeys = {
  all: ['custom-fields'] as const,
  list: (archived: boolean) => ['custom-fields', 'list', archived] as const,
};

/** The company's custom fields (issue 19 item 4) with the plan's limit and how many are used. */
export function useCustomFields(opts: { archived?: boolean; enabled?: boolean } = {}) {
  const archived = opts.archived ?? false;
  const enabled = opts.enabled ?? true;
  const path = `/api/custom-fields${archived ? '?archived=true' : ''}`;
  return useQuery({
    queryKey: customFieldKeys.list(archived),
    queryFn: ({ signal }) => api.get<CustomFieldList>(path, signal),
    ...(enabled ? startFromFirstAnswer<CustomFieldList>(path) : {}),
    enabled,
    staleTime: 30_000,
  });
}
