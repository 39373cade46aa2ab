import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { planById } from '@gears/domain/billing/plans.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { subscriptionQueryKey } from '../../../lib/subscription.ts';
import { useSubscriptionCheckout } from '../api/subscription-checkout-api.ts';
import { formatChargeAmount } from './checkout-shell.tsx';
import { OutcomeCard } from './outcome-card.tsx';

/** /success?kind=subscription&session_id=… — where a plan checkout (ours or Stripe's) returns. */
export function SubscriptionOutcome({ sessionId }: { sessionId: string | null }) {
  const checkout = useSubscriptionCheckout(sessionId);
  const queryClient = useQueryClient();
  const location = useLocation();
  const completed = checkout.data?.status === 'completed';
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  }, [completed, queryClient]);

  if (!sessionId) return <OutcomeCard icon="failed" title="No subscription to show" text="This page needs the session_id of a checkout." />;
  if (checkout.isPending) {
    return (
      <Card role="status" aria-label="Checking subscription">
        <CardContent className="grid gap-3 pt-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-16" />
        </CardContent>
      </Card>
    );
  }
  if (checkout.isError) {
    const error = checkout.error;
    if (error instanceof ApiError && error.status === 401) {
      return (
        <OutcomeCard
          icon="pending"
          title="Sign in to see your subscription"
          text="The subscription is shown to the signed-in people of the company."
        >
          <Button asChild>
            <Link to={`/auth?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>Sign in</Link>
          </Button>
        </OutcomeCard>
      );
    }
    return (
      <OutcomeCard icon="failed" title="Subscription not found" text={errorMessage(error, 'Please try again.')}>
        <Button asChild variant="outline">
          <Link to="/account/billing">Open billing</Link>
        </Button>
      </OutcomeCard>
    );
  }
  const c = checkout.data;
  const plan = `${planById(c.planId)!.name} plan`;
  if (c.status === 'completed') {
    return (
      <OutcomeCard
        icon="done"
        title="Subscription active"
        text={`Your ${plan} is active: ${formatChargeAmount(c.amount)} per ${c.period === 'yearly' ? 'year' : 'month'}${c.foundersPricing ? ' at the founders price' : ''}.`}
      >
        <Button asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/account/billing">Open billing</Link>
        </Button>
      </OutcomeCard>
    );
  }
  if (c.status === 'duplicate') {
    // issue 12 item 3: an older checkout paid after the company subscribed changes nothing and is refunded.
    const refund = c.refundStatus === 'refunded' ? 'has been refunded' : 'is being refunded';
    return (
      <OutcomeCard
        icon="failed"
        title="Your company already has a subscription"
        text={`This checkout was paid after your company had already subscribed, so it did not change your plan. The ${formatChargeAmount(c.amount)} payment for the ${plan} ${refund}.`}
      >
        <Button asChild>
          <Link to="/account/billing">Open billing</Link>
        </Button>
      </OutcomeCard>
    );
  }
  if (c.status === 'open') {
    return (
      <OutcomeCard
        icon="pending"
        title="Confirming your subscription…"
        text={`We are waiting for the payment for your ${plan} to be confirmed.`}
      >
        <Button variant="outline" onClick={() => void checkout.refetch()} disabled={checkout.isFetching}>
          Check again
        </Button>
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      icon="failed"
      title="Checkout not completed"
      text={`No payment was taken for the ${plan}. Start again from the billing page.`}
    >
      <Button asChild>
        <Link to="/account/billing">Open billing</Link>
      </Button>
    </OutcomeCard>
  );
}
