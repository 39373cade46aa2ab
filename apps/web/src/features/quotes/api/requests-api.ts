import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  CreateQuoteRequestInput,
  Equipment,
  EquipmentPage,
  QuoteFunnel,
  QuoteRequestPage,
  QuoteRequestView,
  QuoteStatus,
} from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { startFromFirstAnswer, startFromFirstAnswers, startListFromFirstAnswer } from '../../../lib/first-data.ts';

/** Every quote-request query lives under one prefix, so any change refreshes the list, funnel, details and banners. */
export const quoteRequestKeys = {
  all: ['quotes', 'requests'] as const,
  list: (filters: RequestFilters) => [...quoteRequestKeys.all, 'list', filters] as const,
  funnel: (companyId: string) => [...quoteRequestKeys.all, 'funnel', companyId] as const,
  detail: (id: string) => [...quoteRequestKeys.all, 'detail', id] as const,
  banners: ['quotes', 'requests', 'banners'] as const,
};

/** The admin's filters (company, status); a client's list is their own company, unfiltered. */
export type RequestFilters = { companyId: string; status: QuoteStatus | '' };

export const requestsPageSize = 25;

/** spec 03 §7: newest first, keyset pages ('Load more'). */
export function useQuoteRequests(filters: RequestFilters, enabled = true) {
  const pathOf = (cursor: string | null) => {
    const params = new URLSearchParams({ limit: String(requestsPageSize) });
    if (filters.companyId) params.set('companyId', filters.companyId);
    if (filters.status) params.set('status', filters.status);
    if (cursor) params.set('cursor', cursor);
    return `/api/quote-requests?${params}`;
  };
  return useInfiniteQuery({
    queryKey: quoteRequestKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api.get<QuoteRequestPage>(pathOf(pageParam), signal),
    ...(enabled ? startListFromFirstAnswer<QuoteRequestPage, string | null>(pathOf(null), null) : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

/** spec 03 §2 funnel tiles, computed by the server from the requests in view. */
export function useQuoteFunnel(companyId: string, enabled = true) {
  const path = `/api/quote-requests/funnel${companyId ? `?companyId=${companyId}` : ''}`;
  return useQuery({
    queryKey: quoteRequestKeys.funnel(companyId),
    queryFn: ({ signal }) => api.get<QuoteFunnel>(path, signal),
    ...(enabled ? startFromFirstAnswer<QuoteFunnel>(path) : {}),
    staleTime: 30_000,
    enabled,
  });
}

/** One request with all its items (and, for the admin, its status history). */
export function useQuoteRequest(id: string | null) {
  return useQuery({
    queryKey: quoteRequestKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<QuoteRequestView>(`/api/quote-requests/${id}`, signal),
    enabled: Boolean(id),
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && (error as { status: number }).status === 404),
    staleTime: 15_000,
  });
}

export type EquipmentChoice = { id: string; name: string; model: string | null; serial: string | null; equipmentType: string | null };
const toChoice = (e: Equipment): EquipmentChoice => ({
  id: e.id,
  name: e.name,
  model: e.model,
  serial: e.serial,
  equipmentType: e.equipmentType,
});

/** The company's equipment to attach to a request (search from 2 characters). */
export function useQuoteEquipmentChoices(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: ['quotes', 'equipment-choices', term.length >= 2 ? term : ''],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '50', sort: 'name' });
      if (term.length >= 2) params.set('search', term);
      return api.get<EquipmentPage>(`/api/equipment?${params}`, signal);
    },
    select: (page) => page.items.map(toChoice),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** One equipment by id: the deep link's pre-filled choice, listed even when it is not among the first matches. */
export function useQuoteEquipmentChoice(id: string | null) {
  return useQuery({
    queryKey: ['quotes', 'equipment-choice', id],
    queryFn: ({ signal }) => api.get<Equipment>(`/api/equipment/${id}`, signal),
    select: toChoice,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useInvalidateQuoteRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quoteRequestKeys.all });
}

/** spec 03 §7 create with the duplicate check: a 409 carries the open duplicate; `force` creates it anyway. */
export function useCreateQuoteRequest() {
  const invalidate = useInvalidateQuoteRequests();
  return useMutation({
    mutationFn: (input: Partial<CreateQuoteRequestInput> & { title: string }) => api.post<QuoteRequestView>('/api/quote-requests', input),
    onSuccess: (quote) => {
      void invalidate();
      toast.success('Quote Request Created', { description: `${quote.number} · ${quote.title}` });
    },
  });
}

/** spec 03 §6 delete; once orders or invoices exist the server archives the request instead. */
export function useDeleteQuoteRequest() {
  const invalidate = useInvalidateQuoteRequests();
  return useMutation({
    mutationFn: (quote: QuoteRequestView) => api.delete<{ outcome: 'deleted' | 'archived' }>(`/api/quote-requests/${quote.id}`),
    onSuccess: ({ outcome }, quote) => {
      void invalidate();
      if (outcome === 'archived')
        toast.success('Quote Request Archived', {
          description: `${quote.title} has an order or invoice, so it was archived; its financial records are kept.`,
        });
      else toast.success('Quote Request Deleted', { description: `${quote.title} has been deleted.` });
    },
    onError: (error) =>
      toast.error('Delete Failed', { description: errorMessage(error, 'Could not delete the quote request. Please try again.') }),
  });
}

/** spec 03 §9: the client alert banner polls every 60 seconds. */
export const bannerPollMs = 60_000;
const bannerStatuses: readonly QuoteStatus[] = ['sent_to_client', 'invoiced', 'payment_due'];

const bannerPaths = bannerStatuses.map((status) => `/api/quote-requests?status=${status}&limit=20`);
const bannersOf = (pages: readonly QuoteRequestPage[]) =>
  pages.flatMap((page) => page.items).filter((quote) => quote.view === 'client' && quote.banner !== null);

/** The requests a client must act on (spec 03 §2 alert banner): the server marks each with its banner. */
export function useQuoteBanners(enabled: boolean) {
  return useQuery({
    queryKey: quoteRequestKeys.banners,
    queryFn: async ({ signal }) => bannersOf(await Promise.all(bannerPaths.map((path) => api.get<QuoteRequestPage>(path, signal)))),
    ...(enabled ? startFromFirstAnswers(bannerPaths, (pages) => bannersOf(pages as QuoteRequestPage[])) : {}),
    enabled,
    refetchInterval: bannerPollMs,
    staleTime: 30_000,
  });
}
