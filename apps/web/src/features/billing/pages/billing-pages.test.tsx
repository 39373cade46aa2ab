// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MeResponse, SubscriptionResponse } from '@gears/domain';
import { buildMe, LocationProbe, renderWithSession } from '../../../test/test-utils.tsx';
import { LimitWarning } from '../../../components/limit-warning.tsx';
import { SignupWithPlanPage } from './signup-with-plan-page.tsx';
import { AccountBillingPage } from './account-billing-page.tsx';

const trial: SubscriptionResponse = {
  subscribed: true,
  subscription_tier: 'basic',
  plan: 'basic',
  trial_end_date: '2026-03-17T12:00:00.000Z',
  status: 'trialing',
  provider: 'none',
  period: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  foundersPricing: true,
  canManage: false,
  limits: { equipment: 10, users: 2 },
  usage: { equipment: { used: 8, limit: 10, level: 'near' }, users: { used: 2, limit: 2, level: 'at' } },
  warnings: [
    { kind: 'equipment', level: 'near', used: 8, limit: 10 },
    { kind: 'users', level: 'at', used: 2, limit: 2 },
  ],
  features: ['check_in_out_basic', 'reservations_basic'],
  trialAvailable: false,
  trialUnavailableReason: 'Your company has already used its free trial. Choose a plan to subscribe from the billing page.',
};
let subscriptionAnswer: SubscriptionResponse;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let posted: { url: string; body: unknown }[];
let signupAnswer: () => Response;
let confirmAnswer: () => Response;

beforeEach(() => {
  posted = [];
  subscriptionAnswer = trial;
  signupAnswer = () =>
    json(
      {
        status: 'confirmation_sent',
        message: 'Check your email: we sent a link to confirm your address. Open it within 24 hours to start your free trial.',
      },
      202,
    );
  confirmAnswer = () =>
    json(
      {
        me: buildMe({ user: { role: 'client_admin' } }),
        trial: {
          trial_end_date: '2026-03-17T12:00:00.000Z',
          planId: 'professional',
          foundersPricing: true,
          title: 'Free Trial Activated!',
        },
      },
      201,
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
      if (url === '/api/public/founders') return json({ total: 25, claimed: 20, spotsLeft: 5 });
      if (url === '/api/billing/subscription') return json(subscriptionAnswer);
      if (url === '/api/public/signup') return signupAnswer();
      if (url === '/api/public/signup/confirm') return confirmAnswer();
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/signup-with-plan', () => {
  const at = (path: string, me: MeResponse | null = null) =>
    renderWithSession(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signup-with-plan" element={<SignupWithPlanPage />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
      me,
    );

  it('a signed-in company that already used its trial is not offered another: no trial button, the reason and the way to billing', async () => {
    at('/signup-with-plan?plan=professional', buildMe({ user: { role: 'client_admin' } }));
    expect(await screen.findByText(trial.trialUnavailableReason!)).toBeTruthy();
    expect(screen.getByText('No free trial for Northwind Construction')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start My Free Trial' })).toBeNull();
    expect(screen.queryByText('7-day free trial, no credit card')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open billing' }).getAttribute('href')).toBe('/account/billing');
    expect(posted).toEqual([]);
  });

  it('a signed-in company that never had a plan is offered the trial', async () => {
    subscriptionAnswer = {
      ...trial,
      status: 'managed',
      subscribed: false,
      trial_end_date: null,
      trialAvailable: true,
      trialUnavailableReason: null,
    };
    at('/signup-with-plan?plan=professional', buildMe({ user: { role: 'client_admin' } }));
    expect(await screen.findByRole('button', { name: 'Start My Free Trial' })).toBeTruthy();
    expect(screen.getByText('7-day free trial, no credit card')).toBeTruthy();
  });

  it('shows the plan at the founders price with the spots left, sends the account and asks to confirm the address by email', async () => {
    at('/signup-with-plan?plan=professional&period=monthly');
    expect(screen.getByRole('heading', { name: 'Professional Plan' })).toBeTruthy();
    expect(await screen.findByText('5 of 25 founders spots left')).toBeTruthy();
    expect(screen.getByText('$74.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Casey Quarry' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'casey@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'gravel pit forever' } });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Granite Quarry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start My Free Trial' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(screen.getByText('casey@example.test')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/signup-with-plan?plan=professional&period=monthly');
    expect(posted).toEqual([
      {
        url: '/api/public/signup',
        body: {
          planId: 'professional',
          period: 'monthly',
          name: 'Casey Quarry',
          email: 'casey@example.test',
          password: 'gravel pit forever',
          companyName: 'Granite Quarry',
          website: '',
        },
      },
    ]);
  });

  it('the emailed link: one click confirms, signs in and goes to the dashboard', async () => {
    at('/signup-with-plan?plan=professional&period=monthly&token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(screen.getByText('Confirm your email')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create your account' })).toBeNull();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and start my trial' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(posted).toEqual([{ url: '/api/public/signup/confirm', body: { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' } }]);
  });

  it('a used or expired link says so, with the ways on', async () => {
    const message = 'This confirmation link is invalid, expired or already used. Sign in if you finished signing up, or sign up again.';
    confirmAnswer = () => json({ error: { code: 'VALIDATION', message } }, 400);
    at('/signup-with-plan?plan=basic&period=yearly&token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and start my trial' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/signup-with-plan?plan=basic&period=yearly');
  });

  it("shows the server's field message and stays", async () => {
    const taken = 'A company with this name already has an account. Ask its administrator to invite you.';
    signupAnswer = () => json({ error: { code: 'CONFLICT', message: taken, details: [{ path: 'companyName', message: taken }] } }, 409);
    at('/signup-with-plan?plan=basic');
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Casey' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'casey@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'gravel pit forever' } });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Quarry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start My Free Trial' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/signup-with-plan?plan=basic');
  });

  it('sends Enterprise and unknown plans to the pricing page', () => {
    at('/signup-with-plan?plan=enterprise');
    expect(screen.getByText('Enterprise is arranged with our team')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
  });
});

describe('limits and billing in the dashboard', () => {
  const render = (ui: React.ReactElement, role = 'client_admin') =>
    renderWithSession(<MemoryRouter>{ui}</MemoryRouter>, buildMe({ user: { role: role as 'client_admin' } }));

  it('warns at 80% and when full, with the way to upgrade for the company administrator', async () => {
    render(
      <>
        <LimitWarning kind="equipment" />
        <LimitWarning kind="users" />
      </>,
    );
    expect(await screen.findByText(/Nearing your Basic plan limit: 8 of 10 equipment units/)).toBeTruthy();
    expect(screen.getByText(/Basic plan limit reached: 2 of 2 users/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Upgrade your plan' })[0]!.getAttribute('href')).toBe('/account/billing');
  });

  it('tells other roles to ask their administrator', async () => {
    render(<LimitWarning kind="users" />, 'manager');
    expect(await screen.findByText(/Ask your company administrator to upgrade the plan/)).toBeTruthy();
  });

  it('the billing page shows the trial and the plans to subscribe to', async () => {
    render(<AccountBillingPage />);
    expect(await screen.findByText('Free trial')).toBeTruthy();
    expect(screen.getByText('Subscribe before your trial ends')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe: Basic, monthly' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Equipment units: 8 of 10' })).toBeTruthy();
  });
});
