import { Link } from 'react-router';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { isSelfServicePlan } from '@gears/domain/billing/subscription.rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { ManageSubscription } from '../components/manage-subscription.tsx';
import { PlanChooser } from '../components/plan-chooser.tsx';
import { PlanOverview } from '../components/plan-overview.tsx';

/** /account/billing — the company's plan, usage and billing: subscribe, open the portal, cancel at period end or resume. */
export function AccountBillingPage() {
  usePageMeta('Billing', { noindex: true });
  const subscription = useSubscription();
  const { user, context } = useSession();
  const isBillingAdmin = user?.role === 'client_admin' && !context?.isImpersonating;
  const s = subscription.data;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
        <p className="text-sm text-muted-foreground">Your plan, what it includes and how it is paid.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Current plan</CardTitle>
        </CardHeader>
        <CardContent>
          {subscription.isPending ? (
            <SkeletonRows rows={3} label="Loading subscription" />
          ) : subscription.isError ? (
            <ErrorState message={errorMessage(subscription.error, m.loadFailed)} onRetry={() => void subscription.refetch()} />
          ) : (
            <PlanOverview subscription={subscription.data} />
          )}
        </CardContent>
      </Card>
      {s && s.status === 'provider' ? (
        <Alert variant="info">The provider company has no subscription; client companies’ plans are in the admin area.</Alert>
      ) : s && !isBillingAdmin ? (
        <Alert variant="info">Your company administrator manages the plan and billing.</Alert>
      ) : s && s.canManage ? (
        <Card>
          <CardHeader>
            <CardTitle>Manage your subscription</CardTitle>
            <CardDescription>Month-to-month: cancel any time and keep your plan until the period ends.</CardDescription>
          </CardHeader>
          <CardContent>
            <ManageSubscription subscription={s} />
          </CardContent>
        </Card>
      ) : s ? (
        <Card>
          <CardHeader>
            <CardTitle>{s.status === 'trialing' ? 'Subscribe before your trial ends' : 'Choose a plan'}</CardTitle>
            <CardDescription>
              Pay by card; your plan starts at once. Enterprise is arranged with our team:{' '}
              <Link to="/pricing" className="font-medium text-accent-text underline">
                Talk to Sales
              </Link>
              .
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PlanChooser
              defaultPlan={isSelfServicePlan(s.plan) ? s.plan : 'professional'}
              holdsFoundersSpot={s.foundersPricing && s.subscribed}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
