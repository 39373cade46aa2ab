import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SelfServicePlanId } from '@gears/domain';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { useStartTrial } from '../api/billing-api.ts';

/**
 * Someone already signed in on /signup-with-plan: their company administrator may start the trial when the server says
 * the company may have one (trial.rules.ts: only a company that never had a plan); otherwise the page says why.
 */
export function SignedInTrial({ planId, planName }: { planId: SelfServicePlanId; planName: string }) {
  const { user, context } = useSession();
  const subscription = useSubscription();
  const trial = useStartTrial();
  const navigate = useNavigate();
  if (user?.role !== 'client_admin' || context?.isImpersonating) {
    return (
      <div className="grid gap-3 text-sm">
        <p>Your company administrator chooses the plan. Plans and billing are on the company administrator’s billing page.</p>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    );
  }
  if (subscription.isPending) {
    return (
      <div role="status" aria-label="Checking your company's plan" className="grid gap-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-10 w-44" />
      </div>
    );
  }
  if (subscription.isError) {
    return <ErrorState message={errorMessage(subscription.error, m.loadFailed)} onRetry={() => void subscription.refetch()} />;
  }
  if (!subscription.data.trialAvailable) {
    return (
      <div className="grid gap-3 text-sm">
        <p className="font-medium">No free trial for {user.companyName}</p>
        <p>{subscription.data.trialUnavailableReason}</p>
        <Button asChild className="w-fit">
          <Link to="/account/billing">Open billing</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3 text-sm">
      <p>
        Start a 7-day free trial of the {planName} plan for {user.companyName}. No card needed; a company gets one trial.
      </p>
      {trial.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(trial.error, m.loadFailed)}{' '}
          <Link to="/account/billing" className="font-medium underline">
            Open billing
          </Link>
        </p>
      ) : null}
      <Button
        className="w-fit"
        disabled={trial.isPending}
        onClick={() =>
          trial.mutate(planId, {
            onSuccess: (result) => {
              toast.success(m.trialActivated, {
                description: `Your ${planName} trial runs until ${formatLongDate(result.trial_end_date)}.`,
              });
              navigate('/dashboard', { replace: true });
            },
          })
        }
      >
        {trial.isPending ? 'Starting...' : 'Start My Free Trial'}
      </Button>
    </div>
  );
}
