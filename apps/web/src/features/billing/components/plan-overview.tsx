import type { SubscriptionResponse } from '@gears/domain';
import { planById } from '@gears/domain/billing/plans.rules';
import { subscriptionStatusLabel } from '@gears/domain/billing/subscription.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatLongDate } from '../../../lib/format.ts';

function Usage({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">{limit === null ? `${used} · unlimited` : `${used} of ${limit}`}</span>
      </div>
      {limit === null ? null : <Progress value={used / limit} label={`${label}: ${used} of ${limit}`} />}
    </div>
  );
}

/** The plan as the server sees it now: name, state, dates, founders price and usage against the limits. */
export function PlanOverview({ subscription: s }: { subscription: SubscriptionResponse }) {
  const label = subscriptionStatusLabel(s.status, s.cancelAtPeriodEnd);
  const lapsed = s.plan !== s.subscription_tier;
  const good = s.subscribed && !s.cancelAtPeriodEnd && s.status !== 'past_due';
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xl font-semibold">{planById(s.plan)!.name} Plan</span>
        <Badge variant={good ? 'success' : s.subscribed ? 'warning' : 'outline'}>{label}</Badge>
        {s.foundersPricing && s.subscribed ? <Badge variant="info">Founders price</Badge> : null}
        {s.period ? <span className="text-sm text-muted-foreground">Billed {s.period}</span> : null}
      </div>
      <dl className="grid gap-1 text-sm">
        {s.status === 'trialing' && s.trial_end_date ? (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">Trial ends</dt>
            <dd>{formatLongDate(s.trial_end_date)}</dd>
          </div>
        ) : null}
        {s.status === 'trial_expired' && s.trial_end_date ? (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">Trial ended</dt>
            <dd>{formatLongDate(s.trial_end_date)}</dd>
          </div>
        ) : null}
        {s.currentPeriodEnd && s.subscribed ? (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{s.cancelAtPeriodEnd ? 'Access ends' : 'Renews'}</dt>
            <dd>{formatLongDate(s.currentPeriodEnd)}</dd>
          </div>
        ) : null}
        {lapsed ? (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">Limits now</dt>
            <dd>{planById(s.subscription_tier)!.name} plan</dd>
          </div>
        ) : null}
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <Usage label="Equipment units" used={s.usage.equipment.used} limit={s.usage.equipment.limit} />
        <Usage label="Users (with pending invitations)" used={s.usage.users.used} limit={s.usage.users.limit} />
      </div>
    </div>
  );
}
