import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useConfirmSignup } from '../api/billing-api.ts';

/**
 * The link emailed by the sign-up form (/signup-with-plan?plan=…&token=…): one click creates the company, the account
 * and the trial, and signs in. A click rather than on arrival, so a mail scanner that opens links creates nothing.
 */
export function SignupConfirm({ token, planName, restartTo }: { token: string; planName: string; restartTo: string }) {
  const confirm = useConfirmSignup();
  const navigate = useNavigate();
  const start = () =>
    confirm.mutate(token, {
      onSuccess: ({ trial }) => {
        toast.success(m.trialActivated, {
          description: `Your ${planName} trial runs until ${formatLongDate(trial.trial_end_date)}. No card needed.`,
        });
        navigate('/dashboard', { replace: true });
      },
    });

  return (
    <div className="grid gap-3">
      <p className="text-sm">Your address is confirmed by this link. Start your {planName} trial to create your company and sign in.</p>
      {confirm.isError ? (
        <div role="alert" className="grid gap-2 text-sm text-destructive">
          <p>{errorMessage(confirm.error, m.confirmationInvalid)}</p>
          <p className="flex flex-wrap gap-3">
            <Link to="/auth" className="font-medium text-accent-text underline">
              Sign in
            </Link>
            <Link to={restartTo} replace className="font-medium text-accent-text underline">
              Sign up again
            </Link>
          </p>
        </div>
      ) : null}
      <Button type="button" size="lg" className="w-fit" onClick={start} disabled={confirm.isPending || confirm.isSuccess}>
        {confirm.isPending ? 'Starting your trial...' : 'Confirm and start my trial'}
      </Button>
    </div>
  );
}
