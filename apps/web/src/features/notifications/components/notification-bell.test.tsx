// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { NotificationList } from '@gears/domain';
import { buildMe, LocationProbe, renderWithSession } from '../../../test/test-utils.tsx';
import { NotificationBell } from './notification-bell.tsx';

const partId = '5a0e4f0e-6a43-4e0a-9d8e-0f4a1b2c3d4e';
let list: NotificationList;
let calls: { url: string; method: string }[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  list = {
    unreadCount: 2,
    items: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        type: 'warning',
        kind: 'low_stock',
        title: 'Low stock: Hydraulic Filter',
        message: '2 left, reorder point 5',
        link: `/dashboard/parts-inventory?id=${partId}`,
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        readAt: null,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        type: 'info',
        kind: 'general',
        title: 'Shift change',
        message: 'Yard closes at 4',
        link: null,
        createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        readAt: null,
      },
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (url.startsWith('/api/notifications?')) return json(list);
      const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(url);
      if (read && method === 'POST') {
        list = {
          unreadCount: list.unreadCount - 1,
          items: list.items.map((n) => (n.id === read[1] ? { ...n, readAt: new Date().toISOString() } : n)),
        };
        return json(list.items.find((n) => n.id === read[1]));
      }
      if (url === '/api/notifications/read-all' && method === 'POST') return json({ marked: list.unreadCount, message: 'ok' });
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderBell() {
  return renderWithSession(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NotificationBell />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    buildMe(),
  );
}

describe('NotificationBell', () => {
  it('shows the unread count, lists newest first with type and age, and a click opens the link and marks it read', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.textContent).toContain('2');
    fireEvent.click(bell);
    const item = await screen.findByRole('menuitem', { name: /Low stock: Hydraulic Filter/ });
    expect(item.textContent).toContain('2 left, reorder point 5');
    expect(item.textContent).toContain('5m ago');
    expect(screen.getByRole('menuitem', { name: /Shift change/ }).textContent).toContain('3h ago');
    expect(await screen.findByLabelText('Low stock (warning)')).toBeTruthy();
    expect(screen.getByLabelText('Information')).toBeTruthy();
    fireEvent.click(item);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/dashboard/parts-inventory?id=${partId}`));
    await waitFor(() => expect(calls).toContainEqual({ url: `/api/notifications/${list.items[0]!.id}/read`, method: 'POST' }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  });

  it('shows no badge and an honest empty list when there is nothing', async () => {
    list = { unreadCount: 0, items: [] };
    renderBell();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/notifications?'))).toBe(true));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('span')).toBeNull();
    fireEvent.click(bell);
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});
