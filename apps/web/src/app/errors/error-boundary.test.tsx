// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppErrorBoundary, RouteErrorBoundary } from './error-boundary.tsx';

// React re-renders once after a throw before giving up, so a failure is a state, not a count.
let isBroken = false;
function Flaky() {
  if (isBroken) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('error boundaries', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    { name: 'app', Boundary: AppErrorBoundary, title: 'Something went wrong', retries: 3 },
    { name: 'route', Boundary: RouteErrorBoundary, title: 'Page Error', retries: 2 },
  ])('$name boundary allows $retries retries, then offers Reload Page', ({ Boundary, title, retries }) => {
    isBroken = true;
    render(
      <Boundary>
        <Flaky />
      </Boundary>,
    );
    expect(screen.getByText(title)).toBeTruthy();
    for (let left = retries; left > 0; left -= 1) {
      const label = `Try Again (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`;
      fireEvent.click(screen.getByRole('button', { name: label }));
    }
    expect(screen.queryByRole('button', { name: /Try Again/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('renders the children again when a retry succeeds', () => {
    isBroken = true;
    render(
      <RouteErrorBoundary>
        <Flaky />
      </RouteErrorBoundary>,
    );
    isBroken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again (2 attempts left)' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });
});
