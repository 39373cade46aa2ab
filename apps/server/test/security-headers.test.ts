import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** Helmet's headers, worked out once at start (platform/security-headers.ts), on every kind of response. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expected = {
    'content-security-policy': expect.stringContaining("default-src 'self';") as unknown,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };

  it.each([
    ['an API answer', '/api/health'],
    ['an API 404', '/api/no-such-route'],
    ['a signed-out API 401', '/api/equipment'],
    ['robots.txt', '/robots.txt'],
  ])('%s carries them', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers).toMatchObject(expected);
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('the policy names every source the app needs and nothing inline for scripts', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    for (const part of ["script-src 'self'", "img-src 'self' data: blob:", "worker-src 'self' blob:", "connect-src 'self'"])
      expect(csp).toContain(part);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
