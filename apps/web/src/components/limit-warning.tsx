import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { useSession } from '../lib/session.ts';
import { useSubscription } from '../lib/subscription.ts';
import { Alert } from './ui/alert.tsx';

const units = { equipment: 'equipment units', users: 'users' } as const;
const planNames = { basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' } as const;

/**
 * The 80% warning (issue 6 item 7): shown as the company's equipment or seats near the plan's limit, with the way to
 * upgrade for the company administrator. Nothing when the plan does not limit this kind or usage is below 80%.
 */
export function LimitWarning({ kind }: { kind: 'equipment' | 'users' }) {
  const subscription = useSubscription();
  const { user } = useSession();
  const warning = subscription.data?.warnings.find((w) => w.kind === kind);
  if (!warning || !subscription.data) return null;
  const plan = planNames[subscription.data.subscription_tier];
  const full = warning.level === 'at';
  const canUpgrade = user?.role === 'client_admin';
  return (
    <Alert variant={full ? 'destructive' : 'warning'} role="status" data-testid={`limit-warning-${kind}`}>
      <TriangleAlert aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-medium">
          {full ? `${plan} plan limit reached` : `Nearing your ${plan} plan limit`}: {warning.used} of {warning.limit} {units[kind]}
        </p>
        <p className={full ? '' : 'text-muted-foreground'}>
          {full
            ? `Adding more ${units[kind]} is not available in your subscription tier. `
            : `Your plan includes up to ${warning.limit} ${units[kind]}. `}
          {canUpgrade ? (
            <Link to="/account/billing" className="font-medium underline underline-offset-2">
              Upgrade your plan
            </Link>
          ) : (
            'Ask your company administrator to upgrade the plan.'
          )}
        </p>
      </div>
    </Alert>
  );
}
