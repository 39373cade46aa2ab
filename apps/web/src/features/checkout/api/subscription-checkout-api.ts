import { useQuery } from '@tanstack/react-query';
import type { SubscriptionCheckoutView } from '@gears/domain';
import { api, ApiError } from '../../../lib/api-client.ts';
import { successPollIntervalMs, successPollLimit } from './checkout-api.ts';

/** /success?kind=subscription: a plan checkout's status from the server (our checkout id or the provider's session id). */
export function useSubscriptionCheckout(sessionId: string | null) {
  return useQuery({
    queryKey: ['checkout', 'subscription', sessionId ?? ''],
    queryFn: ({ signal }) => api.get<SubscriptionCheckoutView>(`/api/billing/checkout/${encodeURIComponent(sessionId ?? '')}`, signal),
    enabled: Boolean(sessionId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.dataUpdateCount < successPollLimit ? successPollIntervalMs : false,
  });
}
