// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { buildSummary } from '../components/summary-fixture.ts';
import { DashboardHomePage } from './dashboard-home-page.tsx';

const modules = new Set(['scanner', 'equipment', 'service', 'quotes', 'job-sites']);
let status = 200;
const json = (body: unknown, code = 200) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/dashboard/summary?today='))
        return status === 200 ? json(buildSummary()) : json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, status);
      return json({ error: { message: 'no' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (me = buildMe()) =>
  renderWithSession(
    <MemoryRouter>
      <DashboardHomePage modules={modules} />
    </MemoryRouter>,
    me,
  );

describe('DashboardHomePage', () => {
  it('shows placeholders first, then the server’s figures, insights and what needs attention', async () => {
    renderPage();
    expect(screen.getAllByRole('status', { name: 'Loading figures' })).toHaveLength(4);
    expect(screen.getByRole('status', { name: 'Loading what needs attention' })).toBeTruthy();
    expect(await screen.findByText('Fleet availability is low')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /2 tasks are overdue/ })).toBeTruthy();
    expect(screen.getByText('4 open tasks, 2 overdue')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Good (morning|afternoon|evening), Morgan$/);
    expect(screen.queryByText('Admin View')).toBeNull();
  });

  it('an impersonating admin sees the Admin View notice with Exit Impersonation', async () => {
    renderPage(buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, isImpersonating: true } }));
    expect(screen.getByText('Admin View')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit Impersonation' })).toBeTruthy();
    await screen.findByText('Fleet availability is low');
    expect(screen.queryByText('Figures across all client companies.')).toBeNull();
  });

  it('a provider admin is told the figures cover every client company', async () => {
    renderPage(buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null } as never }));
    expect(screen.getByText('Figures across all client companies.')).toBeTruthy();
  });

  it('a failed load says so and offers Retry', async () => {
    status = 500;
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
