import { Link } from 'react-router';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { isSelfServicePlan } from '@gears/domain/billing/subscription.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { ManageSubscription } from '../components/manage-subscription.tsx';
import { PlanChooser } from '../components/plan-chooser.tsx';

/** /account/reactivate — a canceled subscription or an ended trial comes back through checkout; a pending cancellation is resumed. */
export function ReactivatePage() {
  usePageMeta('Reactivate your subscription', { noindex: true });
  const subscription = useSubscription();
  const { user, context } = useSession();
  const isBillingAdmin = user?.role === 'client_admin' && !context?.isImpersonating;

  let body;
  if (subscription.isPending) body = <SkeletonRows rows={3} label="Loading subscription" />;
  else if (subscription.isError)
    body = <ErrorState message={errorMessage(subscription.error, m.loadFailed)} onRetry={() => void subscription.refetch()} />;
  else {
    const s = subscription.data;
    if (!isBillingAdmin) body = <p className="text-sm">Your company administrator can reactivate the subscription.</p>;
    else if (s.canManage && s.cancelAtPeriodEnd) body = <ManageSubscription subscription={s} />;
    else if (s.subscribed) {
      body = (
        <div className="grid gap-3 text-sm">
          <p>Your subscription is active; there is nothing to reactivate.</p>
          <Button asChild variant="outline" className="w-fit">
            <Link to="/account/billing">Open billing</Link>
          </Button>
        </div>
      );
    } else {
      body = <PlanChooser defaultPlan={isSelfServicePlan(s.plan) ? s.plan : 'basic'} holdsFoundersSpot={false} actionLabel="Reactivate" />;
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">Reactivate your subscription</h1>
          <CardDescription>Pick up where you left off: everything on your register is still here.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
