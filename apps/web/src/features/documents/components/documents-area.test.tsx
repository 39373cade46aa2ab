// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentSummary } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { DocumentsArea } from './documents-area.tsx';
import { buildDocument } from './documents.fixtures.ts';

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
  referenceNumber: 'PO-4401',
  fileName: 'invoice_INV-00002.pdf',
});

let documents: Record<string, DocumentSummary[]>;
let requested: URLSearchParams[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  requested = [];
  documents = { quote: [buildDocument()], order: [], invoice: [invoice], package: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/documents?')) {
        const params = new URLSearchParams(url.split('?')[1]);
        requested.push(params);
        const q = params.get('q')?.toLowerCase();
        const list = (documents[params.get('type')!] ?? []).filter(
          (d) => !q || d.customerName.toLowerCase().includes(q) || d.number.toLowerCase().includes(q),
        );
        return json({ documents: list, nextCursor: null });
      }
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const clientAdmin = buildMe({ user: { role: 'client_admin' } });
const providerAdmin = buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null, companyName: null } as never });
const lastRequest = () => requested[requested.length - 1]!;
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('DocumentsArea filters → query parameters (spec 03 §9)', () => {
  it('asks for quotes with the defaults, then sends the debounced search, the date filter and the sort', async () => {
    renderWithSession(<DocumentsArea />, clientAdmin);
    expect(await screen.findByText('QT-00002')).toBeTruthy();
    expect(lastRequest().get('type')).toBe('quote');
    expect(lastRequest().has('q')).toBe(false);
    expect(lastRequest().get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.change(screen.getByLabelText('Search customer, reference or number'), { target: { value: 'north' } });
    fireEvent.change(screen.getByLabelText('Search customer, reference or number'), { target: { value: 'northwind' } });
    await waitFor(() => expect(lastRequest().get('q')).toBe('northwind'));
    // Debounced: the half-typed word was never asked for.
    expect(requested.some((p) => p.get('q') === 'north')).toBe(false);

    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: 'last_month' } });
    await waitFor(() => expect(lastRequest().get('period')).toBe('last_month'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'amount_desc' } });
    await waitFor(() => expect(lastRequest().get('sort')).toBe('amount_desc'));
    expect(lastRequest().get('q')).toBe('northwind');
  });

  it('shows the spec empty state, and the filtered variant with a way to clear it', async () => {
    documents.quote = [];
    renderWithSession(<DocumentsArea />, clientAdmin);
    expect(await screen.findByText('No Quotes Found')).toBeTruthy();
    expect(screen.getByText("You don't have any quotes yet. Check back later or contact GEARS for new quotes.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search customer, reference or number'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No quotes match your search criteria. Try a different search term or clear the filter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('Search customer, reference or number') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText("You don't have any quotes yet. Check back later or contact GEARS for new quotes.")).toBeTruthy();
  });

  it('shows each tab under its section label with its own empty state', async () => {
    renderWithSession(<DocumentsArea />, clientAdmin);
    await screen.findByText('QT-00002');
    openTab('Orders');
    expect(await screen.findByRole('heading', { name: 'Sales Orders' })).toBeTruthy();
    expect(await screen.findByText('Orders will appear here once quotes are accepted.')).toBeTruthy();
    openTab('Shipping');
    expect(await screen.findByRole('heading', { name: 'Shipping Orders' })).toBeTruthy();
    expect(await screen.findByText('No Shipping Documents Found')).toBeTruthy();
    expect(lastRequest().get('type')).toBe('package');
  });
});

describe('invoice cards', () => {
  it('show balance, due date and terms, and Pay Now for a client admin when unpaid', async () => {
    renderWithSession(<DocumentsArea defaultTab="invoice" />, clientAdmin);
    const card = (await screen.findByText('INV-00002')).closest('li')!;
    expect(within(card).getByText('Net 30')).toBeTruthy();
    expect(within(card).getByText('Unpaid')).toBeTruthy();
    expect(within(card).getByText('Balance due')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Pay Now/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'View INV-00002' })).toBeTruthy();
  });

  it('never offer Pay Now to provider staff or once paid', async () => {
    renderWithSession(<DocumentsArea defaultTab="invoice" />, providerAdmin);
    const card = (await screen.findByText('INV-00002')).closest('li')!;
    expect(within(card).queryByRole('button', { name: /Pay Now/ })).toBeNull();
  });

  it('a paid invoice has no Pay Now and reads Paid in green', async () => {
    documents.invoice = [{ ...invoice, status: 'paid', statusLabel: 'Paid', paymentStatus: 'paid', balance: 0 }];
    renderWithSession(<DocumentsArea defaultTab="invoice" />, clientAdmin);
    const card = (await screen.findByText('INV-00002')).closest('li')!;
    expect(within(card).queryByRole('button', { name: /Pay Now/ })).toBeNull();
    expect(within(card).getByText('Paid').getAttribute('data-colour')).toBe('green');
  });

  it('disable View and Download with No PDF when a document has no id', async () => {
    documents.invoice = [{ ...invoice, id: '', pdfUrl: '' }];
    renderWithSession(<DocumentsArea defaultTab="invoice" />, clientAdmin);
    const card = (await screen.findByText('INV-00002')).closest('li')!;
    expect(within(card).getByText('No PDF')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'View INV-00002' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(card).getByRole('button', { name: 'Download INV-00002' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
