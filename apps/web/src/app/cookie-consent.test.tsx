// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CookieConsent, cookieConsentKey } from './cookie-consent.tsx';

describe('CookieConsent', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('appears 3 s after load when undecided', () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });

  it.each([
    { button: 'Accept', stored: 'accepted' },
    { button: 'Decline', stored: 'declined' },
  ])('$button stores "$stored" and hides the card', ({ button, stored }) => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem(cookieConsentKey)).toBe(stored);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it.each(['accepted', 'declined'])('never appears once %s', (value) => {
    localStorage.setItem(cookieConsentKey, value);
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('can be minimised to a small button and reopened', () => {
    render(<CookieConsent />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Minimise cookie notice' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open cookie preferences' }));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    expect(localStorage.getItem(cookieConsentKey)).toBeNull();
  });
});
