// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { buildMe, LocationProbe, renderWithSession } from '../../../test/test-utils.tsx';
import { AuthPage } from './auth-page.tsx';

function renderAuth(url: string, me: ReturnType<typeof buildMe> | null) {
  return renderWithSession(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    me,
  );
}

describe('AuthPage redirect once signed in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    { url: '/auth?returnTo=%2Fsettings%3Ftab%3Dsessions', target: '/settings?tab=sessions' },
    { url: '/auth', target: '/dashboard' },
    { url: '/auth?returnTo=%2F%2Fevil.example%2Fphish', target: '/dashboard' },
  ])('$url waits about 1 s, then replaces history with $target', ({ url, target }) => {
    renderAuth(url, buildMe());
    expect(screen.getByText('Continue Manually')).toBeTruthy();
    expect(screen.getByText(target)).toBeTruthy();

    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByTestId('location')).toBeNull();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('location').textContent).toBe(target);
  });

  it('Continue Manually goes straight to the target', () => {
    renderAuth('/auth?returnTo=%2Fdashboard%2Fadmin', buildMe());
    fireEvent.click(screen.getByText('Continue Manually'));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/admin');
  });
});

describe('AuthPage signed out', () => {
  it('shows the sign-in form and does not redirect', () => {
    renderAuth('/auth?returnTo=%2Fsettings', null);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Continue Manually')).toBeNull();
  });

  it('opens the registration request form from ?tab=request with all five fields required', async () => {
    renderAuth('/auth?tab=request', null);
    // The form loads with its view (lazy, the login → dashboard budget).
    await screen.findByLabelText('Full Name');
    for (const label of ['Full Name', 'Email', 'Company Name', 'Phone Number', 'Reason for Access']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).type).toBe('tel');
    expect(screen.getByText('Back to Sign In')).toBeTruthy();
  });

  it('shows the new-password form for a reset link', async () => {
    renderAuth('/auth?reset=true&token=0123456789abcdef', null);
    expect(await screen.findByText('Choose a new password')).toBeTruthy();
  });
});
