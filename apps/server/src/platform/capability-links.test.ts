import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { carriesSecret, hiddenLinkText, hideCapabilityLinks, redactUrl } from './capability-links.ts';

const token = randomBytes(32).toString('base64url');
const uuid = '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b';

describe('redactUrl: secrets in links and request paths', () => {
  it.each<[string, string]>([
    [
      `https://portal.example/auth?reset=true&type=recovery&token=${token}`,
      'https://portal.example/auth?reset=true&type=recovery&token=[hidden]',
    ],
    [`https://portal.example/invite/${token}`, 'https://portal.example/invite/[hidden]'],
    [`/invite/${encodeURIComponent(token)}`, '/invite/[hidden]'],
    [`/api/invitations/${token}`, '/api/invitations/[hidden]'],
    [`/api/invitations/${token}/accept`, '/api/invitations/[hidden]/accept'],
    [`/api/checkout/test/${uuid}/pay`, '/api/checkout/test/[hidden]/pay'],
    [`/checkout/test/${uuid}`, '/checkout/test/[hidden]'],
    [`/api/payments/session/${uuid}`, '/api/payments/session/[hidden]'],
    ['/success?kind=subscription&session_id=cs_test_abc', '/success?kind=subscription&session_id=[hidden]'],
    ['/zoho-auth?code=1000.abc&state=xyz', '/zoho-auth?code=[hidden]&state=[hidden]'],
    [`/somewhere/${token}?x=1`, '/somewhere/[hidden]?x=1'],
    [`/api/x?q=${token}`, '/api/x?q=[hidden]'],
    ['/auth#access_token=abc', '/auth#[hidden]'],
    // A tracker source's ingest secret, even one that does not look random (all lower case).
    ['/api/ingest/osmand/abcdefghijklmnopqrstuvwxyz0123456789abcdefg?id=1&lat=1', '/api/ingest/osmand/[hidden]?id=1&lat=1'],
    [`/api/ingest/traccar/${token}`, '/api/ingest/traccar/[hidden]'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
    expect(carriesSecret(url)).toBe(true);
  });

  it.each([
    `/api/invitations/${uuid}`,
    `https://portal.example/dashboard/quotes?invoice=${uuid}`,
    'https://portal.example/dashboard/admin?tab=reviews',
    '/api/equipment?limit=50&sort=name',
    '/parts/hydraulic-pump-rebuild-kit-for-excavators-2024',
    '/auth?tab=forgot',
    '/',
  ])('leaves %s alone', (url) => {
    expect(redactUrl(url)).toBe(url);
    expect(carriesSecret(url)).toBe(false);
  });
});

describe('hideCapabilityLinks: email text for the outbox view', () => {
  it('replaces only the links that carry a secret, and counts them', () => {
    const text = [
      'Choose a new password here (the link works once and expires in 1 hour):',
      `https://portal.example/auth?reset=true&type=recovery&token=${encodeURIComponent(token)}`,
      'Or accept (https://portal.example/invite/' + token + ').',
      'Your quotes: https://portal.example/dashboard/quotes',
    ].join('\n');
    const out = hideCapabilityLinks(text);
    expect(out.hidden).toBe(2);
    expect(out.text).not.toContain(token);
    expect(out.text).toContain(`\n${hiddenLinkText}\n`);
    expect(out.text).toContain(`Or accept (${hiddenLinkText}).`);
    expect(out.text).toContain('Your quotes: https://portal.example/dashboard/quotes');
  });

  it('changes nothing in text without such links', () => {
    const text = 'Hello,\nsee https://portal.example/dashboard/admin?tab=leads';
    expect(hideCapabilityLinks(text)).toEqual({ text, hidden: 0 });
  });
});
