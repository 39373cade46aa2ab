import { Link, useLocation, useSearchParams } from 'react-router';
import { ledgerMessages as m } from '@gears/domain/ledger/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { usePaymentSession } from '../api/checkout-api.ts';
import { CheckoutShell, formatChargeAmount } from '../components/checkout-shell.tsx';
import { SubscriptionOutcome } from '../components/subscription-outcome.tsx';
import { OutcomeCard } from '../components/outcome-card.tsx';

function BackToQuotes({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/dashboard/quotes">Back to quotes and invoices</Link>
    </Button>
  );
}

/** /success?session_id=… — where a checkout (ours or Stripe's) returns; kind=subscription marks a plan checkout. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  if (params.get('kind') === 'subscription') return <SubscriptionSuccess sessionId={params.get('session_id')} />;
  return <InvoicePaymentSuccess />;
}

function SubscriptionSuccess({ sessionId }: { sessionId: string | null }) {
  usePageMeta('Subscription', { noindex: true });
  return (
    <CheckoutShell heading="Subscription status">
      <SubscriptionOutcome sessionId={sessionId} />
    </CheckoutShell>
  );
}

/** The payment's status as the server knows it. */
function InvoicePaymentSuccess() {
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id');
  const session = usePaymentSession(sessionId);
  usePageMeta('Payment', { noindex: true });

  let body;
  if (!sessionId) {
    body = (
      <OutcomeCard
        icon="failed"
        title="No payment to show"
        text="This page needs the session_id of a payment. Open the invoice to pay or to see its status."
      />
    );
  } else if (session.isPending) {
    body = (
      <Card role="status" aria-label="Checking payment">
        <CardContent className="grid gap-3 pt-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-16" />
        </CardContent>
      </Card>
    );
  } else if (session.isError) {
    const error = session.error;
    if (error instanceof ApiError && error.status === 401) {
      const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
      body = (
        <OutcomeCard
          icon="pending"
          title="Sign in to see this payment"
          text="The payment's status is shown to the signed-in people of the company that paid."
        >
          <Button asChild>
            <Link to={`/auth?returnTo=${returnTo}`}>Sign in</Link>
          </Button>
        </OutcomeCard>
      );
    } else {
      const notFound = error instanceof ApiError && error.status === 404;
      body = (
        <OutcomeCard
          icon="failed"
          title={notFound ? 'Payment not found' : 'Could not check the payment'}
          text={
            notFound
              ? `${m.paymentSessionNotFound}. If you were charged, the invoice will show it once the payment is recorded.`
              : errorMessage(error, 'Please try again.')
          }
        >
          {notFound ? null : (
            <Button variant="outline" onClick={() => void session.refetch()}>
              Try again
            </Button>
          )}
          <BackToQuotes variant="outline" />
        </OutcomeCard>
      );
    }
  } else {
    const s = session.data;
    if (s.status === 'paid') {
      body = (
        <OutcomeCard icon="done" title="Payment received" text={`${formatChargeAmount(s.amount)} paid on invoice ${s.invoiceNumber}.`}>
          {s.paidAt ? <p className="text-xs text-muted-foreground">Recorded {formatDateTime(s.paidAt)}</p> : null}
          <BackToQuotes />
        </OutcomeCard>
      );
    } else if (s.status === 'open') {
      const stillPolling = session.isPolling;
      body = (
        <OutcomeCard
          icon="pending"
          title="Confirming your payment…"
          text={
            stillPolling
              ? `We are waiting for the payment on invoice ${s.invoiceNumber} to be confirmed.`
              : `The payment on invoice ${s.invoiceNumber} has not been confirmed yet. It can take a minute; check again, or open the invoice later.`
          }
        >
          {stillPolling ? null : (
            <Button variant="outline" onClick={() => void session.refetch()} disabled={session.isFetching}>
              Check again
            </Button>
          )}
          <BackToQuotes variant="outline" />
        </OutcomeCard>
      );
    } else {
      body = (
        <OutcomeCard
          icon="failed"
          title={s.status === 'expired' ? 'Payment session expired' : 'Payment not completed'}
          text={`No payment was taken for invoice ${s.invoiceNumber}. Start the payment again from the invoice.`}
        >
          <BackToQuotes />
        </OutcomeCard>
      );
    }
  }
  return <CheckoutShell heading="Payment status">{body}</CheckoutShell>;
}
