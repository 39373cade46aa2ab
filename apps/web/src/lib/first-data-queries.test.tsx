// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { embed, stubFirstDataNetwork } from '../test/first-data-fixture.ts';

/** A fresh first-data module (its state is per page load) and a query client with the app's five-minute staleness. */
async function setup() {
  vi.resetModules();
  const firstData = await import('./first-data.ts');
  const { api } = await import('./api-client.ts');
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 300_000, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...firstData, api, wrapper };
}

const network = stubFirstDataNetwork();

describe('queries start from the page’s first data (issue 17 Speed, ADR 0043)', () => {
  it('the first render already holds the answer, and nothing is asked of the network', async () => {
    embed({ '/api/equipment/stats': { total: 61 } });
    const { api, startFromFirstAnswer, takeFirstAnswer, wrapper } = await setup();
    const path = '/api/equipment/stats';
    const renders: { status: string; data: unknown }[] = [];
    const { result } = renderHook(
      () => {
        const query = useQuery({ queryKey: ['stats'], queryFn: () => api.get(path), ...startFromFirstAnswer<{ total: number }>(path) });
        renders.push({ status: query.status, data: query.data });
        return query;
      },
      { wrapper },
    );
    // Before: the first render was a skeleton (status pending) and the answer arrived as a second, synchronous render.
    expect(renders[0]).toEqual({ status: 'success', data: { total: 61 } });
    expect(result.current.isFetching).toBe(false);
    expect(network).not.toHaveBeenCalled();
    // Used once: it is no longer offered.
    expect(takeFirstAnswer(path)).toBeUndefined();
  });

  it('an infinite list starts with the answer as its first page', async () => {
    embed({ '/api/equipment?sort=-createdAt&limit=50': { items: [{ id: 'a' }], nextCursor: null } });
    const { startListFromFirstAnswer } = await setup();
    const options = startListFromFirstAnswer('/api/equipment?sort=-createdAt&limit=50', null);
    expect(options.initialData()).toEqual({ pages: [{ items: [{ id: 'a' }], nextCursor: null }], pageParams: [null] });
  });

  it('several paths are taken only when all are there; otherwise the query asks as usual and nothing is taken', async () => {
    embed({ '/api/a': 1 });
    const { startFromFirstAnswers, takeFirstAnswer } = await setup();
    expect(startFromFirstAnswers(['/api/a', '/api/b'], (values) => values).initialData()).toBeUndefined();
    expect(takeFirstAnswer('/api/a')).toEqual({ value: 1 });
  });

  it('answers older than 30 seconds do not start a query', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    embed({ '/api/a': 1 });
    const { startFromFirstAnswer, takeFirstAnswer } = await setup();
    expect(takeFirstAnswer('/api/none')).toBeUndefined(); // the block is read now
    vi.setSystemTime(Date.now() + 31_000);
    expect(startFromFirstAnswer('/api/a').initialData()).toBeUndefined();
  });
});
