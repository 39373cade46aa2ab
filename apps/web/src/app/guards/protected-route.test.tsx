// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { buildMe, LocationProbe, renderWithSession } from '../../test/test-utils.tsx';
import { ProtectedRoute, signInPathFor } from './protected-route.tsx';

function renderAt(path: string, me: ReturnType<typeof buildMe> | null) {
  return renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/settings" element={<p>Settings content</p>} />
          <Route path="/dashboard/*" element={<p>Dashboard content</p>} />
        </Route>
        <Route path="/auth" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    me,
  );
}

describe('ProtectedRoute', () => {
  it.each([
    { path: '/settings', expected: '/auth?returnTo=%2Fsettings' },
    { path: '/settings?tab=password', expected: '/auth?returnTo=%2Fsettings%3Ftab%3Dpassword' },
    { path: '/dashboard/admin?tab=outbox', expected: '/auth?returnTo=%2Fdashboard%2Fadmin%3Ftab%3Doutbox' },
  ])('sends a signed-out visitor of $path to $expected', ({ path, expected }) => {
    renderAt(path, null);
    expect(screen.getByTestId('location').textContent).toBe(expected);
    expect(screen.queryByText(/content/)).toBeNull();
  });

  it('renders the page for a signed-in user', () => {
    renderAt('/settings', buildMe());
    expect(screen.getByText('Settings content')).toBeTruthy();
  });

  it('builds the sign-in path from path and query', () => {
    expect(signInPathFor('/dashboard', '')).toBe('/auth?returnTo=%2Fdashboard');
  });
});
