import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PaymentSessionCreated } from '@gears/domain';
import { ledgerMessages as m } from '@gears/domain/ledger/messages';
import { api, ApiError } from './api-client.ts';
import { sessionQueryKey } from './query-client.ts';

/** What Pay Now pays: an invoice, or the invoice of a quote request (the Payment Due banner). */
export type PayNowTarget = { invoiceId: string } | { quoteRequestId: string };

export const paymentSessionPath = (target: PayNowTarget): string =>
  'invoiceId' in target
    ? `/api/invoices/${target.invoiceId}/payment-session`
    : `/api/quote-requests/${target.quoteRequestId}/payment-session`;

/** The toast shown while the checkout opens: Stripe is named only when it is Stripe. */
export const openingCheckoutMessage = (provider: PaymentSessionCreated['provider']): string =>
  provider === 'stripe' ? 'Opening Stripe checkout in new tab...' : 'Opening test checkout in new tab...';

/** The server's reason when it has one the payer can act on; otherwise the spec's 'Failed to create payment session'. */
export function payNowErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return m.paymentSessionFailed;
}

/**
 * Pay Now (spec 03 §4, §8): creates a card payment session for the invoice balance and opens its checkout in a new
 * tab. The tab is opened on the click itself (a tab opened after the answer arrives is blocked as a pop-up) and
 * pointed at the checkout once the server answers; if the browser refused the tab, this one goes there instead.
 * Exported for the quote requests screens: `const { payNow, isPending } = usePayNow({ quoteRequestId })`.
 */
export function usePayNow(target: PayNowTarget) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.post<PaymentSessionCreated>(paymentSessionPath(target)),
  });

  function payNow() {
    if (mutation.isPending) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const toastId = toast.loading('Creating secure payment...');
    mutation.mutate(undefined, {
      onSuccess: (session) => {
        toast.success(openingCheckoutMessage(session.provider), { id: toastId, description: `Invoice ${session.invoiceNumber}` });
        if (tab && !tab.closed) tab.location.href = session.url;
        else window.location.assign(session.url);
        // The request moved to payment_due: lists and banners read it again.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      },
      onError: (error) => {
        tab?.close();
        toast.error(payNowErrorMessage(error), { id: toastId });
      },
    });
  }

  return { payNow, isPending: mutation.isPending, error: mutation.error };
}
