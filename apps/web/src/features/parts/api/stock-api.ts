import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PartQuote, RecordMovementInput, RecordMovementResult, RequestPartQuoteInput, StockMovement, TaskPage } from '@gears/domain';
import { stockMovementLabels } from '@gears/domain/parts/stock.rules';
import { api } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';
import { partsKeys } from './parts-api.ts';

/** The ledger of one part, newest first: every stock number explained. */
export function useLedger(partId: string) {
  return useQuery({
    queryKey: partsKeys.ledger(partId),
    queryFn: ({ signal }) => api.get<{ movements: StockMovement[] }>(`/api/parts/${partId}/movements?limit=100`, signal),
    select: (data) => data.movements,
  });
}

export function useRecordMovement(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordMovementInput) => api.post<RecordMovementResult>(`/api/parts/${partId}/movements`, input),
    onSuccess: ({ part, movement, lowStockNotified }) => {
      queryClient.setQueryData(partsKeys.detail(part.id), part);
      void queryClient.invalidateQueries({ queryKey: partsKeys.all });
      // The bell may have a new low-stock notice (the notifications feature polls; this refreshes it now).
      if (lowStockNotified > 0) void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      const change = movement.quantityDelta > 0 ? `+${movement.quantityDelta}` : String(movement.quantityDelta);
      const notified =
        lowStockNotified > 0 ? ` Reorder point reached: ${lowStockNotified} ${lowStockNotified === 1 ? 'person' : 'people'} notified.` : '';
      toast.success(`${stockMovementLabels[movement.kind]} ${change}`, {
        description: `${part.partName}: ${part.unitsInStock} in stock.${notified}`,
      });
    },
  });
}

/** Open tasks, to record parts used on one (the maintenance API, called directly: features do not import each other). */
export function useOpenTasks() {
  return useQuery({
    queryKey: partsKeys.tasks,
    queryFn: ({ signal }) =>
      api.get<TaskPage>(`/api/maintenance/tasks?status=overdue,pending,in_progress&limit=200&today=${localToday()}`, signal),
    select: (page) => page.items,
    staleTime: 15_000,
  });
}

export function usePartQuotes() {
  return useQuery({
    queryKey: partsKeys.quotes,
    queryFn: ({ signal }) => api.get<{ quotes: PartQuote[] }>('/api/parts/quotes?limit=200', signal),
    select: (data) => data.quotes,
  });
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestPartQuoteInput) => api.post<{ quote: PartQuote; message: string }>('/api/parts/quotes', input),
    onSuccess: ({ quote, message }) => {
      void queryClient.invalidateQueries({ queryKey: partsKeys.quotes });
      toast.success(message, { description: `${quote.unitsRequested} × ${quote.partName} from ${quote.vendor}` });
    },
  });
}
