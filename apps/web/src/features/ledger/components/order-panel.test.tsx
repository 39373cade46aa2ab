// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentSummary, SalesOrder, SalesOrderStatus } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { localToday } from '../../../lib/local-date.ts';
import { nextOrderStatuses, parsePackageDraft, type PackageDraft } from '../api/fulfilment-api.ts';
import { LedgerSlotsProvider } from '../../../components/ledger-slots.tsx';
import { DocumentsArea } from '../../documents/components/documents-area.tsx';
import { ledgerDocumentSlots } from './ledger-document-slots.tsx';
import { buildDocument } from '../../documents/components/documents.fixtures.ts';
import { buildOrder, buildPackage, orderId } from './fulfilment.fixtures.ts';
import { OrderPanel } from './order-panel.tsx';

const providerAdmin = buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null, companyName: 'GEARS' } });
const impersonating = buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, isImpersonating: true } });
const clientAdmin = buildMe({ user: { role: 'client_admin' } });

const invoice = buildDocument({
  type: 'invoice',
  id: 'f4c0271b-5a67-49f8-bbb0-c4d991694761',
  number: 'INV-00002',
  status: 'issued',
  statusLabel: 'Unpaid',
  expiryDate: null,
  expiryLabel: null,
  dueDate: '2026-12-23',
  termsLabel: 'Net 30',
  paymentStatus: 'unpaid',
  balance: 779.4,
  orderNumber: 'SO-00002',
  fileName: 'invoice_INV-00002.pdf',
});
const orderDocument = buildDocument({
  type: 'order',
  id: orderId,
  number: 'SO-00002',
  status: 'processing',
  statusLabel: 'Processing',
  fileName: 'salesorder_SO-00002.pdf',
});

let order: SalesOrder;
let documents: Record<string, DocumentSummary[]>;
let sent: { method: string; url: string; body: unknown }[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  order = buildOrder();
  documents = { quote: [], order: [orderDocument], invoice: [invoice], package: [] };
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/documents?'))
        return json({ documents: documents[new URLSearchParams(url.split('?')[1]).get('type')!] ?? [], nextCursor: null });
      if (url === `/api/orders/${orderId}` && method === 'GET') return json(order);
      if (url === `/api/orders/${orderId}/packages` && method === 'POST') {
        const created = buildPackage({
          id: 'b3f1c2d4-0000-4000-8000-000000000003',
          number: 'PKG-00003',
          ...(JSON.parse(String(init!.body)) as object),
        });
        order = { ...order, packages: [...order.packages, created], updatedAt: new Date().toISOString() };
        return json(created, 201);
      }
      if (url === `/api/invoices/${invoice.id}/void`) return json({ invoice: {}, message: 'Invoice INV-00002 voided.' });
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const optionsOf = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((o) => o.value);

describe('nextOrderStatuses mirrors the server (forward only, cancel before delivery)', () => {
  it.each<[SalesOrderStatus, SalesOrderStatus[]]>([
    ['confirmed', ['processing', 'shipped', 'delivered', 'cancelled']],
    ['processing', ['shipped', 'delivered', 'cancelled']],
    ['shipped', ['delivered', 'cancelled']],
    ['delivered', []],
    ['cancelled', []],
  ])('%s → %j', (from, expected) => {
    expect(nextOrderStatuses(from)).toEqual(expected);
  });
});

describe('parsePackageDraft', () => {
  const draft = (over: Partial<PackageDraft>): PackageDraft => ({
    carrier: '',
    trackingNumber: '',
    shipDate: '2026-11-24',
    shippingCost: '',
    status: 'shipped',
    ...over,
  });
  it.each<[string, Partial<PackageDraft>, Record<string, string> | null]>([
    ['empty cost reads 0', { shippingCost: '' }, null],
    ['zero cost', { shippingCost: '0' }, null],
    ['cents', { shippingCost: '12.50' }, null],
    ['negative cost', { shippingCost: '-1' }, { shippingCost: 'The amount cannot be negative' }],
    ['cost not a number', { shippingCost: 'ten' }, { shippingCost: 'Enter the shipping cost as a number, such as 12.50' }],
    ['cost too large', { shippingCost: '10000000000' }, { shippingCost: 'The amount is too large' }],
    ['no ship date', { shipDate: '' }, null],
    ['ship date not a date', { shipDate: '2026-02-30' }, { shipDate: 'Use a date like 2026-03-09' }],
    ['ship date in another shape', { shipDate: '24/11/2026' }, { shipDate: 'Use a date like 2026-03-09' }],
    ['tracking too long', { trackingNumber: 'X'.repeat(101) }, { trackingNumber: 'At most 100 characters' }],
  ])('%s', (_, over, errors) => {
    expect(parsePackageDraft(draft(over)).errors).toEqual(errors);
  });

  it('trims text, turns blanks into null and the cost into a number', () => {
    expect(
      parsePackageDraft(draft({ carrier: ' UPS ', trackingNumber: ' ', shipDate: '', shippingCost: '12.5', status: 'pending' })).input,
    ).toEqual({
      carrier: 'UPS',
      trackingNumber: null,
      shipDate: null,
      shippingCost: 12.5,
      status: 'pending',
    });
  });
});

describe('admin order panel', () => {
  it('offers only the legal next statuses', async () => {
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    const status = await screen.findByLabelText('Order status');
    expect(optionsOf(status)).toEqual(['processing', 'shipped', 'delivered', 'cancelled']);
    expect(within(status).getByRole('option', { name: 'Processing (current)' })).toBeTruthy();
    expect(within(status).queryByRole('option', { name: 'Confirmed' })).toBeNull();
  });

  it('locks the status of a delivered order', async () => {
    order = buildOrder({ status: 'delivered' });
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    const status = (await screen.findByLabelText('Order status')) as HTMLSelectElement;
    expect(optionsOf(status)).toEqual(['delivered']);
    expect(status.disabled).toBe(true);
  });

  it('sends only the changed fields when the order is saved', async () => {
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    fireEvent.change(await screen.findByLabelText('Order status'), { target: { value: 'shipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PATCH', url: `/api/orders/${orderId}`, body: { status: 'shipped' } }]));
  });

  it('records a package with today and shipped by default, then shows the number the server gave it', async () => {
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    const form = await screen.findByRole('form', { name: 'Record package' });
    expect((within(form).getByLabelText('Ship date') as HTMLInputElement).value).toBe(localToday());
    expect((within(form).getByLabelText('Package status') as HTMLSelectElement).value).toBe('shipped');
    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: 'FedEx' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: '7712 3456' } });
    fireEvent.change(within(form).getByLabelText('Shipping cost ($)'), { target: { value: '18.75' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record package' }));
    expect(await within(form).findByText('PKG-00003')).toBeTruthy();
    expect(sent[0]).toEqual({
      method: 'POST',
      url: `/api/orders/${orderId}/packages`,
      body: { carrier: 'FedEx', trackingNumber: '7712 3456', shipDate: localToday(), shippingCost: 18.75, status: 'shipped' },
    });
    expect(await screen.findByRole('listitem', { name: 'PKG-00003' })).toBeTruthy();
  });

  it('refuses a negative shipping cost at the field and sends nothing', async () => {
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    const form = await screen.findByRole('form', { name: 'Record package' });
    fireEvent.change(within(form).getByLabelText('Shipping cost ($)'), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record package' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The amount cannot be negative');
    expect(sent).toEqual([]);
  });

  it('changes a package status and tracking number', async () => {
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    const pkg = await screen.findByRole('listitem', { name: 'PKG-00001' });
    expect(optionsOf(within(pkg).getByLabelText('Status of PKG-00001'))).toEqual(['pending', 'shipped', 'in_transit', 'delivered']);
    const save = within(pkg).getByRole('button', { name: 'Save PKG-00001' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(pkg).getByLabelText('Status of PKG-00001'), { target: { value: 'delivered' } });
    fireEvent.change(within(pkg).getByLabelText('Tracking number of PKG-00001'), { target: { value: '1Z-NEW' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', url: `/api/shipping-packages/${buildPackage().id}`, body: { status: 'delivered', trackingNumber: '1Z-NEW' } },
      ]),
    );
  });

  it("shows where the order ships and gives it its own address, normalised, or clears it back to the company's", async () => {
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    const section = await screen.findByRole('region', { name: 'Ship to' });
    expect(within(section).getByText(/Northwind Yard 3/).textContent).toBe('Northwind Yard 3\n1200 Industrial Way\nSpringfield, IL 62701');
    expect(within(section).getByText('The company’s shipping address (settings).')).toBeTruthy();
    const form = within(section).getByRole('form', { name: 'Ship-to address' });
    const save = within(form).getByRole('button', { name: 'Save ship-to' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('This order’s own address'), { target: { value: ' Job site 14 \r\n\r\n Gate 2 ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PATCH', url: `/api/orders/${orderId}`, body: { shipToAddress: 'Job site 14\nGate 2' } }]),
    );
  });

  it('refuses a ship-to of more than 6 lines at the field', async () => {
    order = buildOrder({ shipToAddress: 'Quarry North', shipTo: { address: 'Quarry North', source: 'order' } });
    renderWithSession(<OrderPanel orderId={orderId} manage />, providerAdmin);
    const form = await screen.findByRole('form', { name: 'Ship-to address' });
    expect(screen.getByText('This order’s own address.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('This order’s own address'), { target: { value: '1\n2\n3\n4\n5\n6\n7' } });
    expect((await within(form).findByRole('alert')).textContent).toBe('A shipping address has at most 6 lines.');
    expect((within(form).getByRole('button', { name: 'Save ship-to' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('This order’s own address'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save ship-to' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PATCH', url: `/api/orders/${orderId}`, body: { shipToAddress: null } }]));
  });

  it('shows clients the packages read-only with the spec colours', async () => {
    order = buildOrder({
      packages: [buildPackage(), buildPackage({ id: 'c2', number: 'PKG-00002', status: 'delivered', trackingNumber: null })],
    });
    renderWithSession(<OrderPanel orderId={orderId} manage={false} />, clientAdmin);
    const first = await screen.findByRole('listitem', { name: 'PKG-00001' });
    expect(within(first).getByText('In transit').getAttribute('data-colour')).toBe('blue');
    expect(within(first).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(first).getByText('UPS')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'PKG-00002' }))
        .getByText('Delivered')
        .getAttribute('data-colour'),
    ).toBe('green');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Ship to' })).getByText(/Springfield, IL 62701/)).toBeTruthy();
  });
});

describe('provider actions on the documents cards', () => {
  it('void an unpaid invoice after the typed word, with the reason', async () => {
    renderWithSession(
      <LedgerSlotsProvider value={ledgerDocumentSlots}>
        <DocumentsArea defaultTab="invoice" />
      </LedgerSlotsProvider>,
      providerAdmin,
    );
    const card = (await screen.findByText('INV-00002')).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Void INV-00002' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void invoice INV-00002?' });
    const confirm = within(dialog).getByRole('button', { name: 'Void invoice' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Duplicate of INV-00001' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/to confirm/), { target: { value: 'VOID' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', url: `/api/invoices/${invoice.id}/void`, body: { reason: 'Duplicate of INV-00001' } }]),
    );
  });

  it.each([
    ['a client admin', clientAdmin, invoice],
    ['an impersonating admin', impersonating, invoice],
    [
      'a provider admin on a paid invoice',
      providerAdmin,
      { ...invoice, status: 'paid', statusLabel: 'Paid', paymentStatus: 'paid', balance: 0 },
    ],
    [
      'a provider admin on a void invoice',
      providerAdmin,
      { ...invoice, status: 'void', statusLabel: 'Void', paymentStatus: 'void', balance: 0 },
    ],
  ])('hide Void from %s', async (_, me, shown) => {
    documents.invoice = [shown];
    renderWithSession(
      <LedgerSlotsProvider value={ledgerDocumentSlots}>
        <DocumentsArea defaultTab="invoice" />
      </LedgerSlotsProvider>,
      me,
    );
    const card = (await screen.findByText('INV-00002')).closest('li')!;
    expect(within(card).queryByRole('button', { name: /Void/ })).toBeNull();
  });

  it('give the provider admin, and nobody else, Manage on an order', async () => {
    const { unmount } = renderWithSession(
      <LedgerSlotsProvider value={ledgerDocumentSlots}>
        <DocumentsArea defaultTab="order" />
      </LedgerSlotsProvider>,
      clientAdmin,
    );
    const clientCard = (await screen.findByText('SO-00002')).closest('li')!;
    expect(within(clientCard).queryByRole('button', { name: 'Manage SO-00002' })).toBeNull();
    unmount();

    renderWithSession(
      <LedgerSlotsProvider value={ledgerDocumentSlots}>
        <DocumentsArea defaultTab="order" />
      </LedgerSlotsProvider>,
      providerAdmin,
    );
    const card = (await screen.findByText('SO-00002')).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Manage SO-00002' }));
    const dialog = await screen.findByRole('dialog', { name: /Order SO-00002/ });
    expect(await within(dialog).findByRole('form', { name: 'Record package' })).toBeTruthy();
  });
});
