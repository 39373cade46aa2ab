// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { embed, stubFirstDataNetwork } from '../test/first-data-fixture.ts';

/** A fresh api-client and first-data module (their state is per page load). */
async function load() {
  vi.resetModules();
  const client = await import('./api-client.ts');
  const firstData = await import('./first-data.ts');
  return { ...client, ...firstData };
}

const network = stubFirstDataNetwork();

describe("a page's first data (issue 17 Speed)", () => {
  it('answers the exact GET path once from the page, then asks the network', async () => {
    embed({ '/api/auth/session': { me: null }, '/api/equipment?sort=-createdAt&limit=50': { items: [{ name: '</script>' }] } });
    const { apiRequest } = await load();
    await expect(apiRequest('/api/equipment?sort=-createdAt&limit=50')).resolves.toEqual({ items: [{ name: '</script>' }] });
    expect(network).not.toHaveBeenCalled();
    await expect(apiRequest('/api/equipment?sort=-createdAt&limit=50')).resolves.toEqual({ from: 'network' });
    // Another query string is another request.
    await expect(apiRequest('/api/equipment?limit=50&sort=-createdAt')).resolves.toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(2);
    // The block is read once and removed from the page.
    expect(document.getElementById('gears-first-data')).toBeNull();
  });

  it('never answers a write from the page', async () => {
    embed({ '/api/equipment': { items: [] } });
    const { apiRequest } = await load();
    await expect(apiRequest('/api/equipment', { method: 'POST', body: {} })).resolves.toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('answers older than 30 seconds are not used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    embed({ '/api/auth/session': { me: null }, '/api/billing/subscription': { plan: 'basic' } });
    const { apiRequest } = await load();
    await expect(apiRequest('/api/auth/session')).resolves.toEqual({ me: null });
    vi.setSystemTime(Date.now() + 31_000);
    await expect(apiRequest('/api/billing/subscription')).resolves.toEqual({ from: 'network' });
  });

  it('a session change (sign-in, sign-out, impersonation) forgets what is left', async () => {
    embed({ '/api/notifications?limit=20': { items: [] } });
    const { apiRequest, forgetFirstAnswers } = await load();
    forgetFirstAnswers();
    await expect(apiRequest('/api/notifications?limit=20')).resolves.toEqual({ from: 'network' });
  });

  it('without a block every request goes to the network', async () => {
    const { apiRequest } = await load();
    await expect(apiRequest('/api/auth/session')).resolves.toEqual({ from: 'network' });
  });
});
