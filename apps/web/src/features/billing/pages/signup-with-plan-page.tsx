import { Link, useSearchParams } from 'react-router';
import { Check } from 'lucide-react';
import type { BillingPeriod } from '@gears/domain';
import { foundersProgress, foundersProgramme, planById } from '@gears/domain/billing/plans.rules';
import { isSelfServicePlan } from '@gears/domain/billing/subscription.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { useFoundersSpots } from '../api/billing-api.ts';
import { PlanPrice } from '../components/plan-price.tsx';
import { SignupConfirm } from '../components/signup-confirm.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { SignedInTrial } from '../components/signed-in-trial.tsx';

/** /signup-with-plan?plan=basic|professional&period=monthly|yearly — Sign Up → plan → account and company → 7-day trial. */
export function SignupWithPlanPage() {
  usePageMeta('Start your free trial', {
    description: 'Create your GEARS Portal account and start a 7-day free trial. No credit card needed.',
  });
  const [params, setParams] = useSearchParams();
  const { status, user } = useSession();
  const founders = useFoundersSpots();
  const subscription = useSubscription();
  // A signed-in company that may not have a trial (the server's trial rule) is not offered one anywhere on the page.
  const trialOffered = status !== 'signed-in' || subscription.data?.trialAvailable !== false;
  const planId = params.get('plan') ?? '';
  const period: BillingPeriod = params.get('period') === 'yearly' ? 'yearly' : 'monthly';
  // The link the sign-up form emailed (issue 12 item 7): the last step, whoever is signed in on this browser.
  const confirmToken = params.get('token');

  if (!isSelfServicePlan(planId)) {
    const enterprise = planId === 'enterprise';
    return (
      <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-12">
        <Card>
          <CardHeader>
            <CardTitle>{enterprise ? 'Enterprise is arranged with our team' : 'Choose a plan first'}</CardTitle>
            <CardDescription>
              {enterprise
                ? 'Enterprise pricing is tailored to your fleet and sites. Use Talk to Sales on the pricing page and we will get back to you.'
                : 'Pick Basic or Professional on the pricing page to start your 7-day free trial.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/pricing">View Pricing Plans</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const plan = planById(planId)!;
  const spots = founders.data ? foundersProgress(founders.data.claimed) : null;
  const foundersOpen = spots ? spots.spotsLeft > 0 : true;
  const setPeriod = (next: BillingPeriod) => setParams({ plan: planId, period: next }, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:px-6 md:py-14">
      <section aria-labelledby="plan-heading" className="grid content-start gap-4">
        <div className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">Your plan</p>
          <h1 id="plan-heading" className="text-3xl font-semibold tracking-tight">
            {plan.name} Plan
          </h1>
          <p className="text-muted-foreground">{plan.summary}</p>
        </div>
        <Card className="grid gap-4 p-5">
          <div role="radiogroup" aria-label="Billing period" className="inline-flex w-fit rounded-md border p-0.5 text-sm">
            {(['monthly', 'yearly'] as const).map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={period === p}
                onClick={() => setPeriod(p)}
                className={`min-h-9 rounded px-3 font-medium capitalize focus-visible:outline-2 focus-visible:outline-ring ${period === p ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground'}`}
              >
                {p}
              </button>
            ))}
          </div>
          <PlanPrice plan={plan} period={period} founders={foundersOpen} />
          {spots ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {spots.spotsLeft > 0 ? (
                <Badge variant="success">
                  {spots.spotsLeft} of {spots.total} founders spots left
                </Badge>
              ) : (
                <Badge variant="outline">All {spots.total} founders spots are taken</Badge>
              )}
              <span className="text-muted-foreground">
                {foundersProgramme.discountPercent}% off for life while your subscription stays active.
              </span>
            </div>
          ) : null}
          <ul className="grid gap-2 text-sm">
            {trialOffered ? (
              <li className="flex gap-2 font-medium">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {foundersProgramme.trialDays}-day free trial, no credit card
              </li>
            ) : null}
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <Link to="/pricing" className="text-sm font-medium text-accent-text underline underline-offset-2">
            Compare plans
          </Link>
        </Card>
      </section>
      <section aria-labelledby="account-heading" className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle id="account-heading" className="text-xl">
              {confirmToken
                ? 'Confirm your email'
                : status !== 'signed-in'
                  ? 'Create your account'
                  : trialOffered
                    ? 'Start the trial for your company'
                    : 'Your company’s plan'}
            </CardTitle>
            <CardDescription>
              {confirmToken ? (
                'One step left: nothing is created until you confirm.'
              ) : status === 'signed-in' ? (
                `Signed in as ${user?.email}.`
              ) : (
                <>
                  Already have an account?{' '}
                  <Link
                    to={`/auth?returnTo=${encodeURIComponent(`/signup-with-plan?plan=${planId}&period=${period}`)}`}
                    className="font-medium text-accent-text underline"
                  >
                    Sign in
                  </Link>
                </>
              )}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {confirmToken ? (
              <SignupConfirm token={confirmToken} planName={plan.name} restartTo={`/signup-with-plan?plan=${planId}&period=${period}`} />
            ) : status === 'loading' ? null : status === 'signed-in' ? (
              <SignedInTrial planId={planId} planName={plan.name} />
            ) : (
              <SignupForm planId={planId} period={period} planName={plan.name} />
            )}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
