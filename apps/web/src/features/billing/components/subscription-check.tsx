import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { useSubscription } from '../../../lib/subscription.ts';

/**
 * spec 01 §4/§9: the dashboard checks the subscription when it opens after sign-in and every 5 minutes; on error the
 * tier falls back to basic and the person is told once (the server enforces the plan either way).
 */
export function SubscriptionCheck() {
  const subscription = useSubscription();
  const failedAt = subscription.isError ? subscription.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(m.loadFailed, { id: 'subscription-load-failed' });
  }, [failedAt]);
  return <Outlet />;
}
