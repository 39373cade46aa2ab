import { describe, expect, it } from 'vitest';
import { isStickyCtaVisible, revealFallbackDelay } from './home-motion.ts';

describe('home page motion (spec 01 §2, §9)', () => {
  it.each([
    [390, 2000],
    [768, 2000],
    [1023, 2000],
    [1024, null],
    [1280, null],
  ])('a %d px wide viewport reveals every section after %s ms', (width, delay) => {
    expect(revealFallbackDelay(width)).toBe(delay);
  });

  it.each([
    { scrollY: 0, height: 844, dismissed: false, visible: false },
    { scrollY: 844, height: 844, dismissed: false, visible: false },
    { scrollY: 845, height: 844, dismissed: false, visible: true },
    { scrollY: 5000, height: 844, dismissed: true, visible: false },
    { scrollY: 10, height: 0, dismissed: false, visible: false },
  ])(
    'sticky call to action at scroll $scrollY of $height (dismissed: $dismissed) → $visible',
    ({ scrollY, height, dismissed, visible }) => {
      expect(isStickyCtaVisible(scrollY, height, dismissed)).toBe(visible);
    },
  );
});
