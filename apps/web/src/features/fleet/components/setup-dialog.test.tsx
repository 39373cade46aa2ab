// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { buildSource } from '../../../test/fleet-fixture.ts';
import { SetupDialog } from './setup-dialog.tsx';

const secret = 'trk_4b9d1f0a7c2e8b3d5f6a9c0e1b2d3f4a';
const urls = {
  osmand: `http://127.0.0.1:3000/api/ingest/osmand/${secret}`,
  traccarForward: `http://127.0.0.1:3000/api/ingest/traccar/${secret}`,
  json: `http://127.0.0.1:3000/api/ingest/json/${secret}`,
};
let posted: unknown[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/fleet/sources' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { trackerType: string };
        posted.push(body);
        if (body.trackerType === 'samsara')
          return json(
            {
              source: buildSource({
                trackerType: 'samsara',
                providerName: 'Samsara',
                category: 'enterprise',
                connects: ['api'],
                ingestUrls: null,
              }),
              secret: null,
              ingestUrls: null,
            },
            201,
          );
        return json({ source: buildSource({ name: 'Yard phones' }), secret, ingestUrls: urls }, 201);
      }
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The page's part: a button opens the dialog, closing it hides it. */
function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open setup
      </button>
      <SetupDialog open={open} onOpenChange={(next) => (setOpen(next), onOpenChange?.(next))} needsCompany={false} />
    </>
  );
}

describe('GPS Tracker Setup', () => {
  it('lists the catalogue by category; consumer tags have no public interface and cannot be chosen', async () => {
    renderOnPlan(<Harness />, { tier: 'enterprise', path: '/' });
    expect(await screen.findByText('Consumer tags')).toBeTruthy();
    expect(screen.getByText('Enterprise telematics')).toBeTruthy();
    const airtag = screen.getByRole('button', { name: 'Apple AirTag: no public interface' }) as HTMLButtonElement;
    expect(airtag.disabled).toBe(true);
    expect(screen.getByText(/Apple offers no public interface for AirTag locations/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up Traccar' })).toBeTruthy();
  });

  it('adding a Traccar source shows its URLs and secret once, with copy buttons; reopened, the secret is gone', async () => {
    const onOpenChange = vi.fn();
    renderOnPlan(<Harness onOpenChange={onOpenChange} />, { tier: 'enterprise', path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up Traccar' }));
    const name = screen.getByLabelText('Configuration name') as HTMLInputElement;
    expect(name.value).toBe('Traccar');
    fireEvent.change(name, { target: { value: 'Yard phones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));

    expect(await screen.findByText(/you will not see the secret again/)).toBeTruthy();
    expect(posted).toEqual([{ trackerType: 'traccar', name: 'Yard phones', apiEndpoint: null, webhookUrl: null }]);
    expect((screen.getByLabelText('Secret') as HTMLInputElement).value).toBe(secret);
    expect((screen.getByLabelText('OsmAnd URL (Traccar Client and OsmAnd devices)') as HTMLInputElement).value).toBe(urls.osmand);
    expect((screen.getByLabelText('Traccar forward URL') as HTMLInputElement).value).toBe(urls.traccarForward);
    // Traccar speaks OsmAnd and forwarding, not the JSON push.
    expect(screen.queryByLabelText('JSON push URL')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy Secret' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByText(/you will not see the secret again/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open setup' }));
    expect(await screen.findByText('Consumer tags')).toBeTruthy();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('a source needs its configuration name: the spec message, and nothing sent', async () => {
    renderOnPlan(<Harness />, { tier: 'enterprise', path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up Custom HTTP push' }));
    fireEvent.change(screen.getByLabelText('Configuration name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findByText('Missing required fields')).toBeTruthy();
    await waitFor(() => expect(posted).toEqual([]));
  });

  it('an API provider asks for its account settings (the token as a password), sends them, then offers the connection test', async () => {
    renderOnPlan(<Harness />, { tier: 'enterprise', path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up Samsara' }));
    const token = screen.getByLabelText('API token') as HTMLInputElement;
    expect(token.type).toBe('password');
    fireEvent.change(token, { target: { value: 'samsara-token-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findByRole('button', { name: 'Test connection' })).toBeTruthy();
    expect(posted).toEqual([
      { trackerType: 'samsara', name: 'Samsara', config: { apiToken: 'samsara-token-1' }, apiEndpoint: null, webhookUrl: null },
    ]);
    expect(screen.queryByText(/you will not see the secret again/)).toBeNull();
  });
});
