import { useQuery } from '@tanstack/react-query';
import type { SecondSubscription } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';

/** issue 12 item 3: second subscriptions (an older plan checkout paid after the company subscribed) and their refunds. */
export function useSecondSubscriptions() {
  return useQuery({
    queryKey: ['admin', 'billing', 'second-subscriptions'] as const,
    queryFn: ({ signal }) => api.get<{ secondSubscriptions: SecondSubscription[] }>('/api/admin/billing/second-subscriptions', signal),
    select: (data) => data.secondSubscriptions,
  });
}
