import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Equipment, EquipmentPage } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';

export type EquipmentOption = { id: string; name: string; model: string | null; serial: string | null; hours: number | null };
const toOption = (e: Equipment): EquipmentOption => ({ id: e.id, name: e.name, model: e.model, serial: e.serial, hours: e.hours });

/** Equipment to pick for a task: the first matches by name (search from 2 characters). */
export function useEquipmentOptions(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['maintenance', 'equipment-options', term.length >= 2 ? term : ''],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '50', sort: 'name' });
      if (term.length >= 2) params.set('search', term);
      return api.get<EquipmentPage>(`/api/equipment?${params}`, signal);
    },
    select: (page) => page.items.map(toOption),
    placeholderData: keepPreviousData,
    staleTime: 20_000,
  });
}

/** One equipment by id (a pre-filled dialog or a filter whose equipment is not among the first matches). */
export function useEquipmentOption(id: string | null) {
  return useQuery({
    queryKey: ['maintenance', 'equipment-option', id],
    queryFn: ({ signal }) => api.get<Equipment>(`/api/equipment/${id}`, signal),
    select: toOption,
    enabled: Boolean(id),
    retry: false,
  });
}
