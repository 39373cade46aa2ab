// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MeResponse } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { QuoteAlertBanners } from './quote-alert-banners.tsx';
import { buildClientQuote } from './requests.fixtures.ts';

const ready = buildClientQuote({ id: '11111111-1111-4111-8111-111111111111', title: 'Track rebuild' });
const due = buildClientQuote({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Service kit',
  status: 'payment_due',
  statusLabel: 'Payment Due',
  banner: 'payment_due',
  paymentLink: 'http://x/dashboard/quotes?invoice=1',
  canAccept: false,
  canDecline: false,
});
let calls: string[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const status = new URLSearchParams(url.split('?')[1]).get('status');
      const items = status === 'sent_to_client' ? [ready] : status === 'payment_due' ? [due] : [];
      return json({ items, nextCursor: null });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = (me: MeResponse) =>
  renderWithSession(
    <MemoryRouter>
      <QuoteAlertBanners />
    </MemoryRouter>,
    me,
  );

describe('QuoteAlertBanners (spec 03 §2)', () => {
  it('green Quote Ready with View Quote, blue Payment Due with Pay Now for a client admin', async () => {
    show(buildMe({ user: { role: 'client_admin' } }));
    const green = await screen.findByRole('region', { name: 'Quote Ready: Track rebuild' });
    expect(within(green).getByText('Action Required')).toBeTruthy();
    expect(within(green).getByRole('link', { name: 'View Quote' }).getAttribute('href')).toBe(`/dashboard/quotes?quote=${ready.id}`);
    const blue = screen.getByRole('region', { name: 'Payment Due: Service kit' });
    expect(within(blue).getByText('Payment Due', { selector: 'span' })).toBeTruthy();
    expect(within(blue).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('Payment Due says, before paying, when the invoice charges another tax rate than the quote showed, with the new total', async () => {
    const notice = 'Tax changed from 0 % on the quote to 8.25 % on this invoice.';
    const changed = { ...due, invoiceTaxChange: { notice, total: 3911.31 } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        json({ items: new URLSearchParams(url.split('?')[1]).get('status') === 'payment_due' ? [changed] : [], nextCursor: null }),
      ),
    );
    show(buildMe({ user: { role: 'client_admin' } }));
    const blue = await screen.findByRole('region', { name: 'Payment Due: Service kit' });
    expect(within(blue).getByRole('status').textContent).toBe(`${notice} New total: $3,911.31`);
    expect(within(blue).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it("no tax notice when the invoice repeats the quote's rate", async () => {
    show(buildMe({ user: { role: 'client_admin' } }));
    const blue = await screen.findByRole('region', { name: 'Payment Due: Service kit' });
    expect(within(blue).queryByRole('status')).toBeNull();
  });

  it('a dismissed banner stays dismissed for the session', async () => {
    const first = show(buildMe({ user: { role: 'client_admin' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss Quote Ready: Track rebuild' }));
    expect(screen.queryByRole('region', { name: 'Quote Ready: Track rebuild' })).toBeNull();
    first.unmount();
    show(buildMe({ user: { role: 'client_admin' } }));
    expect(await screen.findByRole('region', { name: 'Payment Due: Service kit' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Quote Ready: Track rebuild' })).toBeNull();
  });

  it('a technician cannot pay: the Payment Due banner offers View Quote', async () => {
    show(buildMe({ user: { role: 'technician' } }));
    const blue = await screen.findByRole('region', { name: 'Payment Due: Service kit' });
    expect(within(blue).queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(within(blue).getByRole('link', { name: 'View Quote' })).toBeTruthy();
  });

  it("the provider admin's all-company view shows no banners and asks for nothing", async () => {
    show(buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null } }));
    await waitFor(() => expect(calls).toEqual([]));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says when the banners are known — after the answer (or a failure), at once for the all-company view — so the page can keep its content from being pushed down', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const settled = vi.fn();
    const view = renderWithSession(
      <MemoryRouter>
        <QuoteAlertBanners onSettled={settled} />
      </MemoryRouter>,
      buildMe({ user: { role: 'client_admin' } }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled();
    answer(json({ error: { code: 'INTERNAL', message: 'down' } }, 500));
    await waitFor(() => expect(settled).toHaveBeenCalled());
    view.unmount();

    const adminSettled = vi.fn();
    renderWithSession(
      <MemoryRouter>
        <QuoteAlertBanners onSettled={adminSettled} />
      </MemoryRouter>,
      buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null } }),
    );
    await waitFor(() => expect(adminSettled).toHaveBeenCalled());
  });
});
