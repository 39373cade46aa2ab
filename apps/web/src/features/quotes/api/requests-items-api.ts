import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AddQuoteItemInput, QuoteRequestView, UpdateQuoteItemInput } from '@gears/domain';
import { quoteMessages as m } from '@gears/domain/quotes/messages';
import { api } from '../../../lib/api-client.ts';
import { quoteRequestKeys } from './requests-api.ts';
import { addItemFailure, deleteItemFailure, workflowFailure } from '../../../lib/failure-toasts.ts';

type ItemResult = { quote: QuoteRequestView; itemId: string; message: string };

function useApply() {
  const queryClient = useQueryClient();
  return (result: ItemResult) => {
    queryClient.setQueryData(quoteRequestKeys.detail(result.quote.id), result.quote);
    void queryClient.invalidateQueries({ queryKey: quoteRequestKeys.all, predicate: (q) => q.queryKey[2] !== 'detail' });
  };
}

export type NewItem = Partial<AddQuoteItemInput> & { itemName: string };

/**
 * spec 03 §8: 'Item Added Successfully' ('{name} has been added to the quote'), then 'Ready for Next Item'.
 * One toast is visible at a time (spec 01 §9), so the second follows when the first closes.
 */
export function useAddQuoteItem(quoteId: string) {
  const apply = useApply();
  return useMutation({
    mutationFn: (item: NewItem) => api.post<ItemResult>(`/api/quote-requests/${quoteId}/items`, item),
    onSuccess: (result, item) => {
      apply(result);
      const next = () => toast('Ready for Next Item', { description: 'Form cleared, you can add another item' });
      toast.success('Item Added Successfully', { description: m.itemAdded(item.itemName), onAutoClose: next, onDismiss: next });
    },
    onError: (error) => {
      const f = addItemFailure(error);
      toast.error(f.title, { description: f.description });
    },
  });
}

/** Admin pricing of an existing item (vendor price, markup, quantity). */
export function useUpdateQuoteItem(quoteId: string) {
  const apply = useApply();
  return useMutation({
    mutationFn: ({ itemId, patch }: { itemId: string; patch: Partial<UpdateQuoteItemInput> }) =>
      api.patch<ItemResult>(`/api/quote-requests/${quoteId}/items/${itemId}`, patch),
    onSuccess: (result) => {
      apply(result);
      toast.success('Item Updated', { description: 'The price has been saved.' });
    },
    onError: (error) => {
      const f = workflowFailure('Failed to Update Item', error);
      toast.error(f.title, { description: f.description });
    },
  });
}

export function useDeleteQuoteItem(quoteId: string) {
  const apply = useApply();
  return useMutation({
    mutationFn: (itemId: string) => api.delete<ItemResult>(`/api/quote-requests/${quoteId}/items/${itemId}`),
    onSuccess: (result) => {
      apply(result);
      toast.success(m.itemDeleted);
    },
    onError: (error) => {
      const f = deleteItemFailure(error);
      toast.error(f.title, { description: f.description });
    },
  });
}
