// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { AssignmentPage } from '@gears/domain/assignments/assignment.schema';
import { buildMe, renderOnPlan } from '../../../test/test-utils.tsx';
import { AssignmentsView } from './assignments-view.tsx';

const returned = {
  id: '6b1f0c2e-8d4b-4f6a-9b3c-2e1d0f9a8b7c',
  companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  equipment: { id: '0b6f1c9e-3c1a-4a53-9d0e-7f2b1c4d5e6f', name: 'CAT 320 Excavator', model: '320', serial: null },
  assignedToType: 'project',
  assignedUser: null,
  jobSite: null,
  assignedToName: 'Dam repair',
  assignedBy: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', name: 'Morgan Lee' },
  assignedAt: '2026-03-04T10:00:00.000Z',
  expectedReturnDate: null,
  assignmentNotes: null,
  status: 'returned',
  isOverdue: false,
  returnedAt: '2026-03-05T10:00:00.000Z',
  returnedBy: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', name: 'Morgan Lee' },
  returnNotes: null,
} as unknown as AssignmentPage['items'][number];

let answer: AssignmentPage;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/assignments?')
        ? new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = <AssignmentsView onOpenEquipment={() => {}} />;

describe('check-out history: the plan limit note (spec 01 §6, Basic: last 50 history events)', () => {
  it('says the server showed the last 50 events on the Basic plan, and whom to ask for more', async () => {
    answer = { items: [returned], nextCursor: null, today: '2026-03-06', historyLimit: 50 };
    renderOnPlan(view, { tier: 'basic', path: '/dashboard/equipment?view=assignments&assignments=returned' });
    expect(await screen.findByText('CAT 320 Excavator')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Showing the last 50 events on the Basic plan. Ask your company administrator to upgrade the plan to see the full history.',
    );
  });

  it('gives the company administrator the upgrade link', async () => {
    answer = { items: [returned], nextCursor: null, today: '2026-03-06', historyLimit: 50 };
    renderOnPlan(view, {
      tier: 'basic',
      path: '/dashboard/equipment?assignments=returned',
      me: buildMe({ user: { role: 'client_admin' } }),
    });
    const link = await screen.findByRole('link', { name: 'Upgrade your plan to see the full history.' });
    expect(link.getAttribute('href')).toBe('/account/billing');
  });

  it('says nothing when the history is not limited', async () => {
    answer = { items: [returned], nextCursor: null, today: '2026-03-06', historyLimit: null };
    renderOnPlan(view, { tier: 'professional', path: '/dashboard/equipment?assignments=returned' });
    expect(await screen.findByText('CAT 320 Excavator')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Basic plan/)).toBeNull();
  });
});
