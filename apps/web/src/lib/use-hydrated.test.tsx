// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meQueryKey, useSession } from './session.ts';
import { useHydrated } from './use-hydrated.ts';

function SessionLabel() {
  const { status } = useSession();
  const hydrated = useHydrated();
  return <p>{`${status} ${hydrated ? 'hydrated' : 'static'}`}</p>;
}

const withClient = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <SessionLabel />
  </QueryClientProvider>
);

describe('useHydrated / useSession on a pre-rendered page', () => {
  it('pre-renders with the session loading, and hydrates without a mismatch when the answer is already in', async () => {
    const html = renderToString(withClient(new QueryClient()));
    expect(html).toContain('loading static');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const client = new QueryClient();
    client.setQueryData(meQueryKey, null); // the session answered (signed out) before this part hydrated
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, withClient(client), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('signed-out hydrated');
    container.remove();
  });
});
