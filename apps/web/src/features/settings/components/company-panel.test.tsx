// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanySettings } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { CompanyPanel } from './company-panel.tsx';

const companyId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
let settings: CompanySettings;
let sent: { method: string; body: unknown }[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  settings = { companyId, companyName: 'Northwind Construction', shippingAddress: null, canEdit: true };
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/company/settings') return json({ error: { message: 'not here' } }, 404);
      if ((init?.method ?? 'GET') === 'PATCH') {
        const body = JSON.parse(String(init!.body)) as { shippingAddress: string | null };
        sent.push({ method: 'PATCH', body });
        settings = { ...settings, shippingAddress: body.shippingAddress };
      }
      return json(settings);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('company settings: the shipping address (issue 13.5)', () => {
  it('the client admin saves the address, normalised line by line', async () => {
    renderWithSession(<CompanyPanel />, buildMe({ user: { role: 'client_admin' } }));
    const field = await screen.findByLabelText('Shipping address of Northwind Construction');
    const save = screen.getByRole('button', { name: 'Save shipping address' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' Yard 3 \n\n1200  Industrial Way\nSpringfield, IL 62701 ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PATCH', body: { shippingAddress: 'Yard 3\n1200 Industrial Way\nSpringfield, IL 62701' } }]),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Shipping address of Northwind Construction') as HTMLTextAreaElement).value).toBe(
        'Yard 3\n1200 Industrial Way\nSpringfield, IL 62701',
      ),
    );
  });

  it('says why an address is refused and sends nothing', async () => {
    renderWithSession(<CompanyPanel />, buildMe({ user: { role: 'client_admin' } }));
    fireEvent.change(await screen.findByLabelText('Shipping address of Northwind Construction'), { target: { value: 'x'.repeat(501) } });
    expect((await screen.findByRole('alert')).textContent).toBe('A shipping address has at most 500 characters.');
    expect((screen.getByRole('button', { name: 'Save shipping address' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });

  it('other roles read it, with no form', async () => {
    settings = { ...settings, shippingAddress: 'Yard 3\nSpringfield', canEdit: false };
    renderWithSession(<CompanyPanel />, buildMe());
    expect((await screen.findByText(/Yard 3/)).textContent).toBe('Yard 3\nSpringfield');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
