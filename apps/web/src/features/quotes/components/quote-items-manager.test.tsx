// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quoteMessages as m } from '@gears/domain/quotes/messages';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { buildNewItem } from './add-item-form.tsx';
import { QuoteItemsManager } from './quote-items-manager.tsx';
import { buildAdminItem, buildAdminQuote, buildClientItem, buildClientQuote } from './requests.fixtures.ts';

let posted: { url: string; method: string; body: unknown }[];
const quote = buildAdminQuote();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return json({ quote, itemId: 'x', message: 'ok' }, init?.method === 'POST' ? 201 : 200);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const admin = buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null } });
const client = buildMe({ user: { role: 'client_admin' } });

const base = { itemName: '', quantity: '1', description: '', sku: '', vendorPrice: '', markupPercentage: '300' };
describe('buildNewItem (spec 03 §5)', () => {
  it.each([
    ['name required after trimming', { ...base, itemName: '   ' }, true, { problem: m.itemNameRequired }],
    ['quantity not a number → 1', { ...base, itemName: 'Pump', quantity: 'abc' }, false, { item: { itemName: 'Pump', quantity: 1 } }],
    ['quantity must be positive', { ...base, itemName: 'Pump', quantity: '0' }, false, { problem: m.quantityPositive }],
    [
      'optional text trimmed, dropped if empty',
      { ...base, itemName: ' Pump ', description: '  ', sku: ' P-1 ' },
      false,
      { item: { itemName: 'Pump', quantity: 1, sku: 'P-1' } },
    ],
    ['clients send no prices', { ...base, itemName: 'Pump', vendorPrice: '10' }, false, { item: { itemName: 'Pump', quantity: 1 } }],
    ['negative vendor price', { ...base, itemName: 'Pump', vendorPrice: '-1' }, true, { problem: m.invalidPrice }],
    ['negative markup', { ...base, itemName: 'Pump', vendorPrice: '10', markupPercentage: '-5' }, true, { problem: m.invalidMarkup }],
    [
      'admin price and markup',
      { ...base, itemName: 'Pump', quantity: '2', vendorPrice: '12.5', markupPercentage: '200' },
      true,
      { item: { itemName: 'Pump', quantity: 2, vendorPrice: 12.5, markupPercentage: 200 } },
    ],
    ['admin may add unpriced', { ...base, itemName: 'Pump' }, true, { item: { itemName: 'Pump', quantity: 1 } }],
  ])('%s', (_name, draft, isPricing, expected) => {
    expect(buildNewItem(draft, isPricing)).toEqual(expected);
  });
});

describe('QuoteItemsManager', () => {
  it('the admin sees vendor price and markup, with the client price and line total computed live', async () => {
    renderWithSession(
      <QuoteItemsManager
        quote={buildAdminQuote({ items: [buildAdminItem({ itemName: 'Track chain', quantity: 2, isPriced: false, vendorPrice: 0 })] })}
      />,
      admin,
    );
    const row = screen.getByRole('row', { name: 'Track chain' });
    expect(within(row).getByText('Needs price')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Vendor price of Track chain'), { target: { value: '100' } });
    // 100 × (1 + 300/100) = 400 each; × 2 = 800, shown with cents (issue 13 item 1).
    expect(within(row).getByText('$400.00')).toBeTruthy();
    expect(within(row).getByText('$800.00')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Markup % of Track chain'), { target: { value: '50' } });
    expect(within(row).getByText('$150.00')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Save price of Track chain' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ method: 'PATCH', body: { vendorPrice: 100, markupPercentage: 50 } });
  });

  it('the admin adds a priced item: the body carries the numbers, and the form clears', async () => {
    renderWithSession(<QuoteItemsManager quote={quote} />, admin);
    const form = screen.getByRole('form', { name: 'Add item' });
    fireEvent.change(within(form).getByLabelText('Item name *'), { target: { value: 'Seal kit' } });
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Vendor price ($)'), { target: { value: '10' } });
    expect(within(form).getByText('$40.00 · $120.00')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      method: 'POST',
      url: `/api/quote-requests/${quote.id}/items`,
      body: { itemName: 'Seal kit', quantity: 3, vendorPrice: 10, markupPercentage: 300 },
    });
    await waitFor(() => expect((within(form).getByLabelText('Item name *') as HTMLInputElement).value).toBe(''));
  });

  it('a negative price is refused before sending', () => {
    renderWithSession(<QuoteItemsManager quote={quote} />, admin);
    const form = screen.getByRole('form', { name: 'Add item' });
    fireEvent.change(within(form).getByLabelText('Item name *'), { target: { value: 'Seal kit' } });
    fireEvent.change(within(form).getByLabelText('Vendor price ($)'), { target: { value: '-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(within(form).getByLabelText('Vendor price ($)').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it('locked statuses show no inputs and say why', () => {
    renderWithSession(
      <QuoteItemsManager quote={buildAdminQuote({ status: 'accepted', statusLabel: 'Accepted by Client', canEditItems: false })} />,
      admin,
    );
    expect(screen.queryByRole('form', { name: 'Add item' })).toBeNull();
    expect(screen.queryByLabelText(/Vendor price of/)).toBeNull();
    expect(screen.getByText("Items cannot be changed while the quote is 'Accepted by Client'.")).toBeTruthy();
  });

  it('a client before sending: the spec text, no prices, no pricing fields', () => {
    const items = [buildClientItem({ itemName: 'Pump', clientPrice: null, lineTotal: null })];
    renderWithSession(
      <QuoteItemsManager
        quote={buildClientQuote({
          status: 'new',
          statusLabel: 'Under Review',
          items,
          totalClientCost: null,
          pricingNote: m.pricingPending,
          canEditItems: true,
          canAccept: false,
          canDecline: false,
        })}
      />,
      client,
    );
    expect(screen.getByText(m.pricingPending)).toBeTruthy();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByLabelText('Vendor price ($)')).toBeNull();
    expect(screen.getByRole('form', { name: 'Add item' })).toBeTruthy();
  });

  it('a client after sending: client price and line total only', () => {
    renderWithSession(<QuoteItemsManager quote={buildClientQuote()} />, client);
    const item = screen.getByRole('listitem', { name: 'Track chain' });
    expect(item.textContent).toContain('$964.00');
    expect(item.textContent).toContain('$482.00 each');
    expect(screen.queryByRole('form', { name: 'Add item' })).toBeNull();
  });
});
