import { useQuery } from '@tanstack/react-query';
import type { BusinessSummary, SalesOrder } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';

/** GET /api/business/summary (apps/server/src/modules/business): totals computed from our ledger (the domain's schema). */
export type { BusinessSummary };

export const businessKeys = {
  all: ['business'] as const,
  summary: (companyId: string | undefined) => ['business', 'summary', companyId ?? 'scope'] as const,
  activeOrders: (companyId: string | undefined) => ['business', 'active-orders', companyId ?? 'scope'] as const,
};

function scopeParams(companyId: string | undefined, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (companyId) params.set('companyId', companyId);
  return params;
}

export function useBusinessSummary(companyId?: string) {
  return useQuery({
    queryKey: businessKeys.summary(companyId),
    queryFn: ({ signal }) => api.get<BusinessSummary>(`/api/business/summary?${scopeParams(companyId, { today: localToday() })}`, signal),
  });
}

/** The orders list answers at most this many rows; more reads as '500+'. */
export const activeOrderScanLimit = 500;

/**
 * spec 03 §4: confirmed and processing orders count as active. The summary gives all orders, so the active ones
 * are counted from the orders list, one status at a time.
 */
export function useActiveOrderCount(companyId?: string) {
  return useQuery({
    queryKey: businessKeys.activeOrders(companyId),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (['confirmed', 'processing'] as const).map((status) =>
          api.get<{ orders: SalesOrder[] }>(
            `/api/orders?${scopeParams(companyId, { status, limit: String(activeOrderScanLimit) })}`,
            signal,
          ),
        ),
      );
      const rows = lists.map((list) => list.orders);
      return {
        count: rows.reduce((sum, list) => sum + list.length, 0),
        isCapped: rows.some((list) => list.length >= activeOrderScanLimit),
      };
    },
  });
}
