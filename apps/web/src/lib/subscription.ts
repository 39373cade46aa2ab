import { useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@gears/domain';
import { api } from './api-client.ts';
import { useSession } from './session.ts';
import { startFromFirstAnswer } from './first-data.ts';

/** spec 01 §9: the subscription is checked again every 5 minutes (and at sign-in, when the dashboard first asks). */
export const subscriptionRefreshMs = 5 * 60 * 1000;
export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/**
 * The company's plan, limits, usage and features (GET /api/billing/subscription). Shared by every feature that shows a
 * limit or gates on a feature; the server enforces both. On error the tier reads as basic (spec 01 §4).
 */
export function useSubscription() {
  const { me } = useSession();
  const query = useQuery({
    queryKey: [...subscriptionQueryKey, me?.context.companyId ?? me?.user.companyId ?? 'none'],
    queryFn: ({ signal }) => api.get<SubscriptionResponse>('/api/billing/subscription', signal),
    enabled: Boolean(me),
    ...(me ? startFromFirstAnswer<SubscriptionResponse>('/api/billing/subscription') : {}),
    refetchInterval: subscriptionRefreshMs,
    staleTime: 60 * 1000,
  });
  const tier = query.isError ? 'basic' : (query.data?.subscription_tier ?? 'basic');
  return { ...query, tier };
}
