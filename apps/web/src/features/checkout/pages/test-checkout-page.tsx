import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FlaskConical } from 'lucide-react';
import type { TestCheckoutPayInput } from '@gears/domain';
import { ledgerMessages as m } from '@gears/domain/ledger/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage, fieldErrors as fieldErrorsOf } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { usePayTestCheckout, useTestCheckout } from '../api/checkout-api.ts';
import { CardForm } from '../components/card-form.tsx';
import { CheckoutShell, formatChargeAmount } from '../components/checkout-shell.tsx';

function TestModeBanner() {
  return (
    <div role="note" className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-semibold text-zinc-950">
      <FlaskConical className="size-4" aria-hidden="true" />
      TEST MODE — no real card is charged
    </div>
  );
}

/** /checkout/test/:sessionId — the built-in test-mode checkout used when Stripe is not configured (DESIGN §5). */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useTestCheckout(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  usePageMeta('Test checkout', { noindex: true });

  function onSubmit(card: TestCheckoutPayInput) {
    setFormError(null);
    pay.mutate(card, {
      onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }),
      onError: (error) => {
        if (Object.keys(fieldErrorsOf(error)).length === 0)
          setFormError(errorMessage(error, 'Failed to process payment. Please try again.'));
        if (error instanceof ApiError && error.status === 409) void checkout.refetch();
      },
    });
  }

  return (
    <CheckoutShell heading="Test mode checkout" banner={<TestModeBanner />}>
      {checkout.isPending ? (
        <Card role="status" aria-label="Loading payment">
          <CardContent className="grid gap-3 pt-5">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-10" />
            <Skeleton className="h-40" />
          </CardContent>
        </Card>
      ) : checkout.isError ? (
        <ErrorState
          message={errorMessage(checkout.error, m.paymentSessionNotFound)}
          onRetry={checkout.error instanceof ApiError && checkout.error.status === 404 ? undefined : () => void checkout.refetch()}
        />
      ) : (
        <Card>
          <CardHeader>
            <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">Test mode checkout</p>
            <CardTitle>{checkout.data.companyName}</CardTitle>
            <CardDescription>
              {checkout.data.plan
                ? `${checkout.data.plan.name}, billed ${checkout.data.plan.period}${checkout.data.plan.foundersPricing ? ' at the founders price' : ''}`
                : `Invoice ${checkout.data.invoiceNumber}`}
            </CardDescription>
            <p className="text-3xl font-semibold tabular-nums">{formatChargeAmount(checkout.data.amount)}</p>
          </CardHeader>
          <CardContent className="grid gap-4">
            {checkout.data.status === 'open' ? (
              <>
                <div className="rounded-md border border-dashed bg-muted/40 p-3 text-xs">
                  <p className="font-medium">Test cards</p>
                  <p>
                    <span className="font-mono">{checkout.data.testCards.pays}</span> pays
                  </p>
                  <p>
                    <span className="font-mono">{checkout.data.testCards.declined}</span> is declined
                  </p>
                  <p className="text-muted-foreground">Any future expiry, any 3-digit CVC.</p>
                </div>
                <CardForm
                  payLabel={`Pay ${formatChargeAmount(checkout.data.amount)}`}
                  isPending={pay.isPending}
                  fieldErrors={fieldErrorsOf(pay.error)}
                  formError={formError}
                  onSubmit={onSubmit}
                />
              </>
            ) : checkout.data.status === 'paid' ? (
              <p className="text-sm">
                {m.sessionPaid}{' '}
                <Link
                  className="font-medium text-accent-text underline"
                  to={`/success?${checkout.data.plan ? 'kind=subscription&' : ''}session_id=${checkout.data.sessionId}`}
                >
                  See the receipt
                </Link>
              </p>
            ) : (
              <p className="text-sm">{checkout.data.closedMessage ?? m.sessionClosed}</p>
            )}
          </CardContent>
        </Card>
      )}
    </CheckoutShell>
  );
}
