import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@gears/domain';
import { searchMinLength } from '@gears/domain/search/search.rules';
import { api } from '../../../lib/api-client.ts';

export const searchKeys = { all: ['search'] as const, term: (term: string) => ['search', term] as const };

/** GET /api/search for a (debounced, trimmed) term; idle below 2 characters (spec 01 §5). */
export function useGlobalSearch(term: string) {
  return useQuery({
    queryKey: searchKeys.term(term),
    queryFn: ({ signal }) => api.get<SearchResponse>(`/api/search?q=${encodeURIComponent(term)}`, signal),
    enabled: term.length >= searchMinLength,
    // The previous results stay on screen while the next term loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
