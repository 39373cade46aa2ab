import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { BillingPeriod, Plan } from '@gears/domain';
import { planPriceView } from '@gears/domain/billing/plans.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { cn } from '../../../lib/cn.ts';
import { DemoRequestDialog } from './demo-request-dialog.tsx';

/** The plan's link into sign-up (the page itself arrives with billing). */
export function signupPathFor(plan: Plan, period: BillingPeriod): string {
  return `/signup-with-plan?${new URLSearchParams({ plan: plan.id, period }).toString()}`;
}

export function PlanCard({
  plan,
  period,
  foundersOpen = true,
  highlighted = false,
  headingLevel = 'h2',
}: {
  plan: Plan;
  period: BillingPeriod;
  foundersOpen?: boolean;
  highlighted?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const view = planPriceView(plan, period, foundersOpen);
  const Heading = headingLevel;
  return (
    <Card className={cn('relative flex flex-col gap-4 p-6', highlighted && 'border-primary ring-1 ring-primary')}>
      {highlighted ? <Badge className="absolute -top-2.5 left-6">Recommended</Badge> : null}
      <div className="grid gap-1">
        <Heading className="text-lg font-semibold">{plan.name}</Heading>
        <p className="text-sm text-muted-foreground">{plan.summary}</p>
      </div>
      {view.price === null ? (
        <div className="grid gap-1">
          <p className="text-3xl font-semibold">Custom pricing</p>
          <p className="text-xs text-muted-foreground">Priced for your fleet and sites.</p>
        </div>
      ) : (
        <div className="grid gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-semibold">{formatMoney(view.price)}</span>
            <span className="text-sm text-muted-foreground">/month</span>
            {view.listPrice !== null ? (
              <span className="text-sm text-muted-foreground line-through">
                <span className="sr-only">List price </span>
                {formatMoney(view.listPrice)}
              </span>
            ) : null}
          </p>
          {view.monthlySaving !== null ? (
            <Badge variant="success" className="w-fit">
              Founders price: save {formatMoney(view.monthlySaving)}/month
            </Badge>
          ) : view.yearlyTotal !== null ? (
            <p className="text-xs text-muted-foreground">{formatMoney(view.yearlyTotal)} billed yearly: 2 months free</p>
          ) : (
            <p className="text-xs text-muted-foreground">Billed monthly</p>
          )}
        </div>
      )}
      <ul className="grid flex-1 content-start gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.id === 'enterprise' ? (
        <DemoRequestDialog kind="sales" leadSource="pricing_enterprise" trigger={<Button variant="outline">Talk to Sales</Button>} />
      ) : (
        <Button variant={highlighted ? 'default' : 'outline'} asChild>
          <Link to={signupPathFor(plan, period)} aria-label={`Start My Free Trial on ${plan.name}`}>
            Start My Free Trial
          </Link>
        </Button>
      )}
    </Card>
  );
}
