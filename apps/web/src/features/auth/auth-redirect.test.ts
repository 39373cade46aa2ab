import { describe, expect, it } from 'vitest';
import { authRedirectTarget, initialAuthView, resetTokenFrom } from './auth-redirect.ts';

describe('authRedirectTarget', () => {
  it.each([
    { query: '', target: '/dashboard' },
    { query: 'returnTo=%2Fsettings', target: '/settings' },
    { query: 'returnTo=%2Fsettings%3Ftab%3Dpassword', target: '/settings?tab=password' },
    { query: 'returnTo=%2Fdashboard%2Fadmin', target: '/dashboard/admin' },
    { query: 'returnTo=https%3A%2F%2Fevil.example', target: '/dashboard' },
    { query: 'returnTo=%2F%2Fevil.example', target: '/dashboard' },
    { query: 'returnTo=%2F%5Cevil.example', target: '/dashboard' },
    { query: 'returnTo=%2Fauth%3Freset%3Dtrue', target: '/dashboard' },
    { query: 'returnTo=javascript%3Aalert(1)', target: '/dashboard' },
  ])('?$query → $target', ({ query, target }) => {
    expect(authRedirectTarget(new URLSearchParams(query))).toBe(target);
  });
});

describe('initialAuthView', () => {
  it.each([
    { query: '', view: 'signin' },
    { query: 'tab=signup', view: 'signup' },
    { query: 'tab=request', view: 'request' },
    { query: 'tab=nonsense', view: 'signin' },
  ])('?$query → $view', ({ query, view }) => {
    expect(initialAuthView(new URLSearchParams(query))).toBe(view);
  });
});

describe('resetTokenFrom', () => {
  it.each([
    { query: 'reset=true&token=abc123abc123', token: 'abc123abc123' },
    { query: 'type=recovery&token_hash=xyz', token: 'xyz' },
    { query: 'token=abc123abc123', token: null },
    { query: 'reset=true', token: null },
  ])('?$query → $token', ({ query, token }) => {
    expect(resetTokenFrom(new URLSearchParams(query))).toBe(token);
  });
});
