// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { ConvertDialog } from './convert-dialog.tsx';
import { buildAdminQuote } from './requests.fixtures.ts';

const providerAdmin = buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null, companyName: 'GEARS' } });
const quote = buildAdminQuote({ status: 'accepted', quoteNumber: 'QT-00007' });
let sent: { url: string; body: unknown }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/company/settings?companyId=${quote.companyId}`) {
        return json({
          companyId: quote.companyId,
          companyName: quote.companyName,
          shippingAddress: 'Yard 3\nSpringfield, IL 62701',
          canEdit: true,
        });
      }
      if (init?.method === 'POST') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return json({ message: 'Sales order SO-00009 and invoice INV-00009 created.' }, 201);
      }
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('convert to invoice: the ship-to (issue 13.5)', () => {
  it("names the company's address as the default and sends this order's own address when given", async () => {
    renderWithSession(<ConvertDialog quote={quote} open onOpenChange={() => {}} />, providerAdmin);
    expect(await screen.findByText(`Leave empty to ship to ${quote.companyName}'s address: Yard 3, Springfield, IL 62701.`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ship to (this order only)'), { target: { value: 'Job site 14\nGate 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create order and invoice' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: `/api/quote-requests/${quote.id}/convert`,
          body: { termsDays: 0, referenceNumber: null, taxRate: 0, shipToAddress: 'Job site 14\nGate 2' },
        },
      ]),
    );
  });

  it("sends no address when left empty, so the company's applies", async () => {
    renderWithSession(<ConvertDialog quote={quote} open onOpenChange={() => {}} />, providerAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Create order and invoice' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: `/api/quote-requests/${quote.id}/convert`,
          body: { termsDays: 0, referenceNumber: null, taxRate: 0, shipToAddress: null },
        },
      ]),
    );
  });
});
