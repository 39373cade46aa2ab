import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  CreateJobSiteInput,
  DeleteJobSiteResult,
  EquipmentPlacement,
  JobSiteDetail,
  JobSitePage,
  MapSettings,
  ReverseGeocodeResult,
  UpdateJobSiteInput,
} from '@gears/domain';
import { jobSiteMessages as m } from '@gears/domain/job-sites/messages';
import { api } from '../../../lib/api-client.ts';

/** Query keys start with 'job-sites': the live event kind 'job_site' refreshes them (lib/live-events.ts). */
export const jobSiteKeys = {
  all: ['job-sites'] as const,
  list: (search: string, status: string) => ['job-sites', 'list', search, status] as const,
  detail: (id: string) => ['job-sites', 'detail', id] as const,
  placements: ['job-sites', 'placements'] as const,
  pickerEquipment: ['job-sites', 'picker-equipment'] as const,
  people: ['job-sites', 'people'] as const,
  maps: ['job-sites', 'map-settings'] as const,
};

export type SiteStatusFilter = 'active' | 'closed' | 'all';

export function useJobSites(search: string, status: SiteStatusFilter) {
  const term = search.trim();
  return useQuery({
    queryKey: jobSiteKeys.list(term, status),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '200', status });
      if (term) params.set('search', term);
      return api.get<JobSitePage>(`/api/job-sites?${params}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export function useJobSite(id: string | null) {
  return useQuery({
    queryKey: jobSiteKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<JobSiteDetail>(`/api/job-sites/${id}`, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Which site each machine is actively at (the picker's 'Assigned to: {site}'). */
export function useEquipmentPlacements(enabled: boolean) {
  return useQuery({
    queryKey: jobSiteKeys.placements,
    queryFn: ({ signal }) => api.get<{ items: EquipmentPlacement[] }>('/api/job-sites/equipment-placements', signal),
    enabled,
  });
}

export type PickerMachine = { id: string; name: string; model: string | null; serial: string | null };
type EquipmentListPage = { items: PickerMachine[]; nextCursor: string | null };

/** The company's machines for the picker: every page of the register (100 a page), names and serials only. */
export function usePickerEquipment(enabled: boolean) {
  return useQuery({
    queryKey: jobSiteKeys.pickerEquipment,
    queryFn: async ({ signal }) => {
      const items: PickerMachine[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 50; page++) {
        const params = new URLSearchParams({ limit: '100', sort: 'name' });
        if (cursor) params.set('cursor', cursor);
        const res: EquipmentListPage = await api.get<EquipmentListPage>(`/api/equipment?${params}`, signal);
        items.push(...res.items.map((e) => ({ id: e.id, name: e.name, model: e.model, serial: e.serial })));
        cursor = res.nextCursor;
        if (!cursor) break;
      }
      return items;
    },
    enabled,
    staleTime: 30_000,
  });
}

export type Person = { id: string; name: string; email: string; role: string; jobTitle: string | null };

export function usePeople(enabled: boolean) {
  return useQuery({
    queryKey: jobSiteKeys.people,
    queryFn: ({ signal }) => api.get<{ users: Person[] }>('/api/company/users', signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useMapSettings() {
  return useQuery({
    queryKey: jobSiteKeys.maps,
    queryFn: ({ signal }) => api.get<MapSettings>('/api/maps/settings', signal),
    staleTime: Infinity,
  });
}

export function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocodeResult> {
  return api.get<ReverseGeocodeResult>(`/api/geocode/reverse?lat=${latitude}&lon=${longitude}`);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (site?: JobSiteDetail) => {
    if (site) queryClient.setQueryData(jobSiteKeys.detail(site.id), site);
    void queryClient.invalidateQueries({ queryKey: jobSiteKeys.all });
    // A machine's site shows on the equipment register and detail.
    void queryClient.invalidateQueries({ queryKey: ['equipment'] });
  };
}

export type JobSiteDraft = Omit<CreateJobSiteInput, 'companyId'>;

export function useCreateJobSite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: JobSiteDraft) => api.post<JobSiteDetail>('/api/job-sites', input),
    onSuccess: (site) => {
      refresh(site);
      toast.success(m.created, { description: site.siteName });
    },
  });
}

export function useUpdateJobSite(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (patch: UpdateJobSiteInput) => api.patch<JobSiteDetail>(`/api/job-sites/${id}`, patch),
    onSuccess: (site) => {
      refresh(site);
      toast.success(m.updated, { description: site.siteName });
    },
  });
}

export function useDeleteJobSite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeleteJobSiteResult>(`/api/job-sites/${id}`),
    onSuccess: (result) => {
      refresh();
      toast.success(result.outcome === 'closed' ? m.closed : m.deleted, { description: result.message });
    },
  });
}

export function useRemoveSiteEquipment(siteId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (equipmentId: string) => api.delete<JobSiteDetail>(`/api/job-sites/${siteId}/equipment/${equipmentId}`),
    onSuccess: (site) => {
      refresh(site);
      toast.success(m.equipmentRemoved);
    },
  });
}

export function useRemoveSiteMember(siteId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) => api.delete<JobSiteDetail>(`/api/job-sites/${siteId}/team/${userId}`),
    onSuccess: (site) => {
      refresh(site);
      toast.success(m.teamRemoved);
    },
  });
}
