// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PaymentSessionView, SubscriptionCheckoutView, TestCheckoutSummary } from '@gears/domain';
import { buildMe, LocationProbe, renderWithSession } from '../../../test/test-utils.tsx';
import { PaymentSuccessPage } from './payment-success-page.tsx';
import { TestCheckoutPage } from './test-checkout-page.tsx';

const sessionId = '0cc10702-5357-400b-8d17-211c429eb8f7';
const summary: TestCheckoutSummary = {
  sessionId,
  mode: 'test',
  status: 'open',
  amount: 779.4,
  currency: 'usd',
  invoiceNumber: 'INV-00001',
  companyName: 'Northwind Construction',
  testCards: { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
};
const view: PaymentSessionView = {
  sessionId,
  provider: 'test',
  status: 'paid',
  amount: 779.4,
  currency: 'usd',
  invoiceId: 'bc53d6c1-ef29-4d60-bfe5-89dcf72f8d5d',
  invoiceNumber: 'INV-00001',
  invoiceStatus: 'paid',
  quoteRequestId: 'a6206e4a-5a5c-4f12-a7f3-327796347739',
  paidAt: '2026-11-23T05:00:00.000Z',
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let summaryAnswer: TestCheckoutSummary;
let subscriptionCheckout: SubscriptionCheckoutView | null;
let payAnswers: Response[];
let posted: unknown[];
let sessionAnswers: (() => Response)[];
let sessionReads: number;

beforeEach(() => {
  summaryAnswer = summary;
  subscriptionCheckout = null;
  payAnswers = [];
  posted = [];
  sessionAnswers = [];
  sessionReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/checkout/test/${sessionId}`) return json(summaryAnswer);
      if (url === `/api/billing/checkout/${sessionId}` && subscriptionCheckout) return json(subscriptionCheckout);
      if (url === `/api/checkout/test/${sessionId}/pay` && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return payAnswers.shift() ?? json({ redirectUrl: `/success?session_id=${sessionId}` });
      }
      if (url === `/api/payments/session/${sessionId}`) {
        sessionReads += 1;
        return (sessionAnswers.shift() ?? (() => json(view)))();
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Payment session not found' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function at(path: string) {
  return renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/checkout/test/:sessionId" element={<TestCheckoutPage />} />
        <Route path="/success" element={<PaymentSuccessPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    buildMe({ user: { role: 'client_admin' } }),
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillCard(number: string) {
  type('Card number', number);
  type('Expiry (MM/YY)', '1230');
  type('CVC', '123');
  type('Name on card', 'Alex Rivera');
}

describe('test-mode checkout (/checkout/test/:sessionId)', () => {
  it('is labelled TEST MODE and shows company, invoice, amount and the test cards', async () => {
    at(`/checkout/test/${sessionId}`);
    expect(await screen.findByText('Northwind Construction')).toBeTruthy();
    expect(screen.getByText(/TEST MODE/)).toBeTruthy();
    expect(screen.getByText('Invoice INV-00001')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $779.40' })).toBeTruthy();
  });

  it('formats the card as typed, pays, and goes to /success?session_id=…', async () => {
    at(`/checkout/test/${sessionId}`);
    await screen.findByText('Northwind Construction');
    fillCard('4242424242424242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $779.40' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/success?session_id=${sessionId}`));
    expect(posted).toEqual([{ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Alex Rivera' }]);
    expect(await screen.findByText('Payment received')).toBeTruthy();
  });

  it("shows the server's decline and its field messages", async () => {
    payAnswers.push(json({ error: { code: 'CARD_DECLINED', message: 'Your card was declined.' } }, 402));
    payAnswers.push(
      json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Enter the expiry as MM/YY, in the future.',
            details: [{ path: 'expiry', message: 'Enter the expiry as MM/YY, in the future.' }],
          },
        },
        400,
      ),
    );
    at(`/checkout/test/${sessionId}`);
    await screen.findByText('Northwind Construction');
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $779.40' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $779.40' }));
    expect(await screen.findByText('Enter the expiry as MM/YY, in the future.')).toBeTruthy();
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe(`/checkout/test/${sessionId}`);
  });
});

describe('an older plan checkout after the company subscribed (issue 12 item 3)', () => {
  const closedMessage =
    'This checkout is closed because your company already has an active subscription; nothing was charged. Manage your plan from the billing page.';

  it('the test checkout says why it cannot be paid and offers no card form', async () => {
    summaryAnswer = {
      ...summary,
      status: 'expired',
      invoiceNumber: '',
      plan: { name: 'Professional Plan', period: 'yearly', foundersPricing: true },
      closedMessage,
    };
    at(`/checkout/test/${sessionId}`);
    expect(await screen.findByText(closedMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('a paid duplicate reads as refunded on /success, not as an active subscription', async () => {
    subscriptionCheckout = {
      checkoutId: sessionId,
      kind: 'subscription',
      status: 'duplicate',
      planId: 'professional',
      period: 'yearly',
      amount: 740,
      foundersPricing: true,
      refundStatus: 'refunded',
    };
    at(`/success?kind=subscription&session_id=${sessionId}`);
    expect(await screen.findByText('Your company already has a subscription')).toBeTruthy();
    expect(screen.getByText(/did not change your plan\. The \$740\.00 payment for the Professional plan has been refunded\./)).toBeTruthy();
    expect(screen.queryByText('Subscription active')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open billing' }).getAttribute('href')).toBe('/account/billing');
  });
});

describe('/success', () => {
  it('shows a paid session with its invoice and a way back', async () => {
    at(`/success?session_id=${sessionId}`);
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(screen.getByText('$779.40 paid on invoice INV-00001.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to quotes and invoices' }).getAttribute('href')).toBe('/dashboard/quotes');
  });

  it('asks again while the payment is still open, then shows it paid', async () => {
    sessionAnswers.push(() => json({ ...view, status: 'open', paidAt: null }));
    at(`/success?session_id=${sessionId}`);
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByText('Payment received', {}, { timeout: 4000 })).toBeTruthy();
    expect(sessionReads).toBe(2);
  });

  it('says clearly when the session is unknown or missing', async () => {
    at('/success?session_id=cs_unknown');
    expect(await screen.findByText('Payment not found')).toBeTruthy();
  });

  it('asks to sign in when the session cookie is gone', async () => {
    sessionAnswers.push(() => json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, 401));
    at(`/success?session_id=${sessionId}`);
    expect(await screen.findByText('Sign in to see this payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?returnTo=${encodeURIComponent(`/success?session_id=${sessionId}`)}`,
    );
  });

  it('without session_id explains what is missing', async () => {
    at('/success');
    expect(await screen.findByText('No payment to show')).toBeTruthy();
  });
});
