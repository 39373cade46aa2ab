// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeadJob, JobsOverview } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { JobsTab } from './jobs-tab.tsx';

const dead: DeadJob = {
  id: '5f0c1b0e-2a7c-4b59-9d8e-1f2a3b4c5d6e',
  queue: 'email.send',
  key: '0cc10702-5357-400b-8d17-211c429eb8f7',
  companyId: null,
  attempts: 5,
  maxAttempts: 5,
  lastError: '550 Mailbox unavailable',
  createdAt: '2026-11-25T10:00:00.000Z',
  failedAt: '2026-11-25T10:08:00.000Z',
};
let answer: JobsOverview;
let calls: { method: string; url: string }[];

beforeEach(() => {
  answer = { dead: [dead], counts: { queued: 2, running: 1, done: 40, dead: 1 } };
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (url === '/api/admin/jobs' && method === 'GET') return json(answer);
      if (url === `/api/admin/jobs/${dead.id}/retry` && method === 'POST')
        return json({ message: 'The email.send job is queued again and will run shortly.' });
      if (url === `/api/admin/jobs/${dead.id}` && method === 'DELETE') return json({ message: 'The email.send job was discarded.' });
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('admin: background jobs that failed (ADR 0010)', () => {
  const render = () => renderWithSession(<JobsTab />, buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true } }));

  it('lists each dead job with its queue, key, last error and attempts, and the counts', async () => {
    render();
    expect(await screen.findByText('email.send')).toBeTruthy();
    expect(screen.getByText(dead.key!)).toBeTruthy();
    expect(screen.getAllByText('550 Mailbox unavailable').length).toBeGreaterThan(0);
    expect(screen.getByText('5 of 5')).toBeTruthy();
    expect(screen.getByText('2 waiting · 1 running · 1 failed · 40 finished in the last week')).toBeTruthy();
  });

  it('retries a dead job', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry email.send job' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: `/api/admin/jobs/${dead.id}/retry` }));
  });

  it('discards a dead job only after confirming', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard email.send job' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: `/api/admin/jobs/${dead.id}` }));
  });

  it('says plainly when nothing has failed', async () => {
    answer = { dead: [], counts: { queued: 0, running: 0, done: 3, dead: 0 } };
    render();
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
  });
});
