// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AnalyticsSummary } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import type { BusinessSummary } from '../api/business-api.ts';
import { headlineInsights, moneyInsights } from './business-insights.tsx';
import { BusinessOverview } from './business-overview.tsx';

const zero: AnalyticsSummary = {
  totalQuotes: 0,
  totalQuoteValue: 0,
  acceptedQuotes: 0,
  totalOrders: 0,
  totalOrderValue: 0,
  totalInvoices: 0,
  totalInvoiceValue: 0,
  paidInvoices: 0,
  paidInvoiceValue: 0,
  overdueInvoices: 0,
  overdueInvoiceValue: 0,
  monthlySpending: 0,
  avgQuoteValue: 0,
  avgOrderValue: 0,
  recentTransactions: [],
};
const some: AnalyticsSummary = {
  ...zero,
  totalQuotes: 4,
  totalQuoteValue: 3117.6,
  acceptedQuotes: 3,
  totalOrders: 3,
  totalOrderValue: 2338.2,
  totalInvoices: 3,
  totalInvoiceValue: 2338.2,
  paidInvoices: 1,
  paidInvoiceValue: 779.4,
  overdueInvoices: 1,
  overdueInvoiceValue: 779.4,
  monthlySpending: 779.4,
  avgQuoteValue: 779.4,
  avgOrderValue: 779.4,
  recentTransactions: [
    {
      type: 'payment',
      id: 'i1',
      number: 'INV-00001',
      customerName: 'Northwind Construction',
      date: '2026-11-23',
      amount: 779.4,
      status: 'paid',
    },
    {
      type: 'quote',
      id: 'q1',
      number: 'QT-00004',
      customerName: 'Northwind Construction',
      date: '2026-11-22',
      amount: 779.4,
      status: 'sent_to_client',
    },
  ],
};

describe('insight tiles are computed from the summary (DESIGN §6: no fixed deltas)', () => {
  it.each([
    ['Total Quote Value', '$3,118', '4 quotes · average $779'],
    ['Sent Quotes', '4', '3 accepted (75%)'],
    ['Active Orders', '2', '3 orders in all · $2,338'],
    ['Overdue Invoices', '1', '$779 past due'],
  ])('%s reads %s — %s', (label, value, detail) => {
    const tile = headlineInsights(some, { count: 2, isCapped: false }).find((t) => t.label === label)!;
    expect([tile.value, tile.detail]).toEqual([value, detail]);
  });

  it.each([
    ['Total Quote Value', '$0', 'No quotes sent yet'],
    ['Sent Quotes', '0', 'None sent yet'],
    ['Overdue Invoices', '0', 'Nothing past due'],
  ])('with no data %s reads %s — %s', (label, value, detail) => {
    const tile = headlineInsights(zero, { count: 0, isCapped: false }).find((t) => t.label === label)!;
    expect([tile.value, tile.detail]).toEqual([value, detail]);
  });

  it('marks a capped active-order count and names the month of the monthly figure', () => {
    expect(headlineInsights(some, { count: 500, isCapped: true })[2]!.value).toBe('500+');
    const month = moneyInsights(some, '2026-11-23').find((t) => t.label === 'Paid This Month')!;
    expect(month.value).toBe('$779');
    expect(month.detail).toMatch(/November 2026/);
  });
});

let answer: BusinessSummary;
function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
beforeEach(() => {
  answer = {
    scope: { companyId: null, companyName: null },
    summary: some,
    counts: { quotes: 4, orders: 3, invoices: 3, shipping: 2 },
    today: '2026-11-23',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/business/summary')) return json(answer);
      if (url.startsWith('/api/orders?'))
        return json({ orders: new URLSearchParams(url.split('?')[1]).get('status') === 'confirmed' ? [{}, {}] : [] });
      return json({ error: { message: 'no' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('BusinessOverview', () => {
  it("shows 'All companies', tab counts, the tiles and the recent transactions to a provider admin", async () => {
    renderWithSession(
      <BusinessOverview documentList={() => null} />,
      buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null, companyName: null } as never }),
    );
    expect(await screen.findByText('3 accepted (75%)')).toBeTruthy();
    expect(screen.getByText('All companies')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Invoices/ }).textContent).toContain('3');
    expect(screen.getByRole('tab', { name: /Shipping/ }).textContent).toContain('2');
    const tiles = screen.getByRole('list', { name: 'Insights' });
    expect(await within(tiles).findByText('2')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Recent transactions' });
    expect(within(table).getByText('QT-00004')).toBeTruthy();
    expect(within(table).getByText('Update from GEARS')).toBeTruthy();
    expect(screen.queryByText('Secure Impersonation')).toBeNull();
  });

  it("shows the company, the 'Secure Impersonation' badge and client labels to an impersonating admin", async () => {
    answer.scope = { companyId: 'd09376e5-0edf-4597-b43e-dee5f398030c', companyName: 'Northwind Construction' };
    renderWithSession(
      <BusinessOverview documentList={() => null} />,
      buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, isImpersonating: true } }),
    );
    expect(await screen.findByText('3 accepted (75%)')).toBeTruthy();
    expect(screen.getByText('Northwind Construction', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Secure Impersonation')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Recent transactions' })).getByText('Updated by GEARS')).toBeTruthy();
  });

  it('has an honest empty state when there is no data', async () => {
    answer = { ...answer, summary: zero, counts: { quotes: 0, orders: 0, invoices: 0, shipping: 0 } };
    renderWithSession(<BusinessOverview documentList={() => null} />, buildMe());
    expect(await screen.findByText('No business data yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Insights' })).toBeNull();
  });
});
