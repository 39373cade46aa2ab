import { describe, expect, it } from 'vitest';
import { documentTitle, pageMetaFor, publicPages } from './pages.rules.ts';

describe('public pages', () => {
  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/pricing/', '/pricing'],
    ['/resources', '/resources'],
    ['/dashboard', null],
    ['/auth', null],
    ['/signup-with-plan', null],
  ])('pageMetaFor(%j) → %j', (path, expected) => {
    expect(pageMetaFor(path)?.path ?? null).toBe(expected);
  });

  it.each([
    ['/', 'Equipment tracking, maintenance and quotes in one portal · GEARS Portal'],
    ['/pricing', 'Pricing · GEARS Portal'],
  ])('documentTitle(%j)', (path, title) => {
    expect(documentTitle(pageMetaFor(path)!)).toBe(title);
  });

  it('gives every page a description a search result can show (50–200 characters)', () => {
    for (const page of publicPages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });
});
