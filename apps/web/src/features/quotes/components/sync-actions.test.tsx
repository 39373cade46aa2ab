// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminQuoteRequest } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { SyncActions } from './sync-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

const quote = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', status: 'accepted' } as AdminQuoteRequest;
const admin = buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null } });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sync = {
  quoteId: quote.id,
  status: 'accepted',
  connected: true,
  estimate: null,
  invoice: null,
  syncError: null,
  canPush: true,
  canRetry: false,
  canPushInvoice: false,
};

describe('SyncActions (accounting connector on a quote)', () => {
  it('renders nothing, and never asks the connector (no 404 in the console), when the server has none', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/admin/connectors' ? json({ available: [] }) : json({ error: { code: 'NOT_FOUND', message: 'No route' } }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithSession(<SyncActions quote={quote} />, admin);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/connectors']);
  });

  it('renders nothing while the connector is configured but not connected', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/admin/connectors'
        ? json({ available: ['zoho'] })
        : json({ provider: 'zoho', name: 'Zoho Books & CRM', connected: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithSession(<SyncActions quote={quote} />, admin);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(container.textContent).toBe('');
  });

  it('offers Send to Zoho Books on an accepted quote when connected, and posts the push', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/connectors') return json({ available: ['zoho'] });
      if (url.endsWith('/status')) return json({ provider: 'zoho', name: 'Zoho Books & CRM', connected: true });
      if (init?.method === 'POST') {
        return json({
          outcome: 'synced',
          title: 'Sync Successful',
          message: 'Estimate EST-00001 is in Zoho Books.',
          sync: { ...sync, status: 'sent_to_zoho', canPush: false, estimate: { id: '1', number: 'EST-00001', pushedAt: null } },
        });
      }
      return json(sync);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithSession(<SyncActions quote={quote} />, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Send to Zoho Books' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === `/api/admin/connectors/zoho/quotes/${quote.id}/push` && init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it('shows the sync error and Retry sync on a failed quote', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/admin/connectors'
          ? json({ available: ['zoho'] })
          : url.endsWith('/status')
            ? json({ provider: 'zoho', name: 'Zoho Books & CRM', connected: true })
            : json({
                ...sync,
                status: 'zoho_failed',
                canPush: false,
                canRetry: true,
                syncError: 'Zoho Books Error: Customer does not exist. (code 1002)',
              }),
      ),
    );
    renderWithSession(<SyncActions quote={{ ...quote, status: 'zoho_failed' }} />, admin);
    expect(await screen.findByRole('button', { name: 'Retry sync' })).toBeTruthy();
    expect(screen.getByText('Zoho Books Error: Customer does not exist. (code 1002)')).toBeTruthy();
  });
});
