// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ImpersonationBanner } from './impersonation-banner.tsx';

afterEach(cleanup);

describe('ImpersonationBanner', () => {
  it('says plainly that an admin is viewing as the client', () => {
    render(<ImpersonationBanner companyName="Northwind Construction" onExit={() => {}} />);
    expect(screen.getByText('ADMIN IMPERSONATION MODE ACTIVE')).toBeTruthy();
    expect(screen.getByText('Viewing as: Northwind Construction')).toBeTruthy();
    expect(screen.getByText('RLS Active')).toBeTruthy();
  });

  it('exits on click and disables the button while exiting', () => {
    const onExit = vi.fn();
    const { rerender } = render(<ImpersonationBanner companyName="Northwind Construction" onExit={onExit} />);
    fireEvent.click(screen.getByRole('button', { name: /Exit Impersonation/ }));
    expect(onExit).toHaveBeenCalledOnce();
    rerender(<ImpersonationBanner companyName="Northwind Construction" onExit={onExit} isExiting />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
