import { describe, expect, it } from 'vitest';
import { isPortalLink, unreadBadge } from './notification.rules.ts';

describe('links stay inside the portal', () => {
  it.each([
    ['/dashboard/parts-inventory?id=8f0c', true],
    ['/dashboard', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['dashboard', false],
    ['/a b', false],
    ['', false],
  ])('%s → %s', (link, ok) => expect(isPortalLink(link)).toBe(ok));
});

describe('unread badge', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i → %s', (n, badge) => expect(unreadBadge(n)).toBe(badge));
});
