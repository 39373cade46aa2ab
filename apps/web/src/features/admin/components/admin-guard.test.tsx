// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { AdminGuard } from './admin-guard.tsx';

function renderGuard(me: ReturnType<typeof buildMe> | null) {
  return renderWithSession(
    <MemoryRouter>
      <AdminGuard>
        <p>Admin tools</p>
      </AdminGuard>
    </MemoryRouter>,
    me,
  );
}

describe('AdminGuard', () => {
  it('asks a signed-out visitor to sign in', () => {
    renderGuard(null);
    expect(screen.getByText('Authentication Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth?returnTo=%2Fdashboard%2Fadmin');
    expect(screen.queryByText('Admin tools')).toBeNull();
  });

  it.each(['client_admin', 'manager', 'supervisor', 'technician'] as const)('denies %s and shows who is asking', (role) => {
    const me = buildMe({ user: { role, email: 'taylor@northwind.demo', id: '9b2f6c1e-58a4-4d0b-8a47-2f5b8f0e6d11' } });
    renderGuard(me);
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('taylor@northwind.demo')).toBeTruthy();
    expect(screen.getByText('9b2f6c1e-58a4-4d0b-8a47-2f5b8f0e6d11')).toBeTruthy();
    expect(screen.queryByText('Admin tools')).toBeNull();
  });

  it('lets an admin in, as decided by the server context', () => {
    renderGuard(
      buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null, companyName: 'GEARS Admin Dashboard' } }),
    );
    expect(screen.getByText('Admin tools')).toBeTruthy();
  });
});
