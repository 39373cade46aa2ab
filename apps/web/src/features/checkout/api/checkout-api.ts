import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSessionView, TestCheckoutPayInput, TestCheckoutSummary } from '@gears/domain';
import { api, ApiError } from '../../../lib/api-client.ts';

export const checkoutKeys = {
  testSession: (sessionId: string) => ['checkout', 'test', sessionId] as const,
  session: (sessionId: string) => ['checkout', 'session', sessionId] as const,
};

/** The test-mode checkout's summary: company, invoice number, amount (the session id in the URL is the capability). */
export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: checkoutKeys.testSession(sessionId),
    queryFn: ({ signal }) => api.get<TestCheckoutSummary>(`/api/checkout/test/${encodeURIComponent(sessionId)}`, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
  });
}

/** Pays with a test card through the server, which signs the event and runs it through the real webhook handler. */
export function usePayTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (card: TestCheckoutPayInput) =>
      api.post<{ redirectUrl: string }>(`/api/checkout/test/${encodeURIComponent(sessionId)}/pay`, card),
  });
}

/** How many times /success asks again while the payment is still open, and how far apart. */
export const successPollLimit = 5;
export const successPollIntervalMs = 2000;

/** /success: the payment's status from the server (our session id or the provider's). */
export function usePaymentSession(sessionId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = checkoutKeys.session(sessionId ?? '');
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<PaymentSessionView>(`/api/payments/session/${encodeURIComponent(sessionId ?? '')}`, signal),
    enabled: Boolean(sessionId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.dataUpdateCount < successPollLimit ? successPollIntervalMs : false,
  });
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  /** Still open and still asking again by itself. */
  const isPolling = query.data?.status === 'open' && answers < successPollLimit;
  return { ...query, isPolling };
}
