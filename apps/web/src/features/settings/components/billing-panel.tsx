import { Link } from 'react-router';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { planById } from '@gears/domain/billing/plans.rules';
import { subscriptionStatusLabel } from '@gears/domain/billing/subscription.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useSubscription } from '../../../lib/subscription.ts';

/** Settings → Billing (client_admin): the company's plan, its state and trial end, and the way to the billing page. */
export function BillingPanel() {
  const subscription = useSubscription();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan and billing</CardTitle>
        <CardDescription>Your company’s subscription as it applies now.</CardDescription>
      </CardHeader>
      <CardContent>
        {subscription.isPending ? (
          <SkeletonRows rows={2} label="Loading subscription" />
        ) : subscription.isError ? (
          <ErrorState message={errorMessage(subscription.error, m.loadFailed)} onRetry={() => void subscription.refetch()} />
        ) : (
          <div className="grid gap-3 text-sm">
            <dl className="grid gap-2 sm:grid-cols-3">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Plan</dt>
                <dd className="font-medium">{planById(subscription.data.plan)!.name}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <Badge variant={subscription.data.subscribed ? 'success' : 'outline'}>
                    {subscriptionStatusLabel(subscription.data.status, subscription.data.cancelAtPeriodEnd)}
                  </Badge>
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Trial end</dt>
                <dd>{subscription.data.trial_end_date ? formatLongDate(subscription.data.trial_end_date) : 'No trial'}</dd>
              </div>
            </dl>
            <Button asChild variant="outline" className="w-fit">
              <Link to="/account/billing">Open billing</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
