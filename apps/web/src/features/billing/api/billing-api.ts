import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingPeriod,
  BillingUrl,
  FoundersProgressResponse,
  MeResponse,
  SignupInput,
  SignupRequested,
  SignupResult,
  SubscriptionResponse,
} from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { applySessionChange } from '../../../lib/session.ts';
import { subscriptionQueryKey } from '../../../lib/subscription.ts';

/** spec 03 §9: the founders spots left, for the plan summary on /signup-with-plan. */
export function useFoundersSpots() {
  return useQuery({
    queryKey: ['public', 'founders'],
    queryFn: ({ signal }) => api.get<FoundersProgressResponse>('/api/public/founders', signal),
  });
}

/**
 * POST /api/public/signup: nothing is created yet; the same answer for every address (issue 12 item 7), and the
 * emailed link finishes the sign-up (useConfirmSignup).
 */
export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) => api.post<SignupRequested>('/api/public/signup', input),
  });
}

/** POST /api/public/signup/confirm: the emailed link creates the company, the account and the 7-day trial, and signs in. */
export function useConfirmSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ me: MeResponse; trial: SignupResult }>('/api/public/signup/confirm', { token }),
    onSuccess: ({ me }) => applySessionChange(queryClient, me),
  });
}

const refreshSubscription = (queryClient: ReturnType<typeof useQueryClient>) =>
  void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });

/** spec 01 §7 trial-signup: a signed-in company administrator starts the trial of the chosen plan. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => api.post<SignupResult>('/api/billing/trial', { planId }),
    onSuccess: () => refreshSubscription(queryClient),
  });
}

/** spec 01 §7 create-checkout: the answer's url is Stripe Checkout or the built-in test checkout. */
export function useCheckout() {
  return useMutation({
    mutationFn: (input: { planId: string; period: BillingPeriod }) =>
      api.post<BillingUrl & { checkoutId: string }>('/api/billing/checkout', input),
  });
}

/** spec 01 §7 customer-portal: Stripe's Billing Portal, or our own billing page in test mode. */
export function usePortal() {
  return useMutation({ mutationFn: () => api.post<BillingUrl>('/api/billing/portal') });
}

export function useCancelAtPeriodEnd(cancel: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SubscriptionResponse>(cancel ? '/api/billing/cancel' : '/api/billing/resume'),
    onSuccess: () => refreshSubscription(queryClient),
  });
}
