import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CompanySettings, ConvertQuoteResult, QuoteRequestView, QuoteStatus, SendQuoteResult } from '@gears/domain';
import { quoteMessages as m } from '@gears/domain/quotes/messages';
import { api } from '../../../lib/api-client.ts';
import { quoteRequestKeys } from './requests-api.ts';
import { respondFailure, sentToast, workflowFailure } from '../../../lib/failure-toasts.ts';

/** The quote requests' queries and the ledger's (documents, business overview: features/documents, features/business). */
const ledgerKeyRoots = ['quotes', 'documents', 'business'];

/** Status changes touch the list, funnel, banners and — after a conversion or payment — the ledger's documents. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (quote?: QuoteRequestView) => {
    if (quote) queryClient.setQueryData(quoteRequestKeys.detail(quote.id), quote);
    void queryClient.invalidateQueries({ predicate: (query) => ledgerKeyRoots.includes(String(query.queryKey[0])) });
  };
}

const splitToast = (text: string) => {
  const at = text.indexOf(': ');
  return at > 0 ? { title: text.slice(0, at), description: text.slice(at + 2) } : { title: text, description: undefined };
};

/** Admin workflow: one legal step of spec 03 §4 (the server answers 409 for anything else). */
export function useChangeQuoteStatus() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: QuoteStatus; note?: string }) =>
      api.post<QuoteRequestView>(`/api/quote-requests/${id}/status`, { status, note: note || null }),
    onSuccess: (quote) => {
      after(quote);
      toast.success('Status Updated', { description: `${quote.title} is now '${quote.statusLabel}'.` });
    },
    onError: (error) => {
      const f = workflowFailure('Failed to update quote status', error);
      toast.error(f.title, { description: f.description });
    },
  });
}

/** Send to client: numbers and dates the quote, moves it to sent_to_client and emails the contact. */
export function useSendQuote() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api.post<SendQuoteResult>(`/api/quote-requests/${id}/send`, {}),
    onSuccess: (result) => {
      after(result.quote);
      const t = sentToast(result);
      toast[t.tone](t.title, { description: t.description });
    },
    onError: (error) => {
      const f = workflowFailure('Failed to send quote to client', error);
      toast.error(f.title, { description: f.description });
    },
  });
}

export function useRespondToQuote() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' }) =>
      api.post<{ quote: QuoteRequestView; message: string }>(`/api/quote-requests/${id}/${action}`, {}),
    onSuccess: ({ quote }, { action }) => {
      after(quote);
      const { title, description } = splitToast(action === 'accept' ? m.accepted : m.declined);
      toast.success(title, { description });
    },
    onError: (error, { action }) => {
      const f = respondFailure(action, error);
      toast.error(f.title, { description: f.description });
    },
  });
}

/** shipToAddress: this order's own ship-to; empty ships to the company's address from its settings. */
export type ConvertInput = { id: string; termsDays: number; referenceNumber: string; taxRate: number; shipToAddress: string };

/** Convert an accepted quote into a sales order and an invoice in our ledger (DESIGN §5). */
export function useConvertQuote() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, termsDays, referenceNumber, taxRate, shipToAddress }: ConvertInput) =>
      api.post<ConvertQuoteResult>(`/api/quote-requests/${id}/convert`, {
        termsDays,
        referenceNumber: referenceNumber.trim() || null,
        taxRate,
        shipToAddress: shipToAddress.trim() || null,
      }),
    onSuccess: (result) => {
      after();
      toast.success('Invoice Created', { description: result.message });
    },
    onError: (error) => {
      const f = workflowFailure('Failed to create invoice', error);
      toast.error(f.title, { description: f.description });
    },
  });
}

/** Converting: the provider reads a client company's shipping address (its settings), the ship-to an order gets by default. */
export function useCompanyShipping(companyId: string | null) {
  return useQuery({
    queryKey: ['quotes', 'company-shipping', companyId ?? ''],
    queryFn: ({ signal }) => api.get<CompanySettings>(`/api/company/settings?companyId=${companyId}`, signal),
    enabled: Boolean(companyId),
    select: (settings) => settings.shippingAddress,
  });
}
