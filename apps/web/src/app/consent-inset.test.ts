import { describe, expect, it } from 'vitest';
import { consentInsets } from './consent-inset.ts';

describe('consentInsets (issue 13 item 14: on phones the cookie card covers nothing)', () => {
  it.each([
    // viewport 844 px tall, card top at 600: bars at the viewport bottom move up 844 − 600 + 8 gap.
    { viewport: 844, cardTop: 600, mainBottom: null, page: 252, main: 0 },
    // dashboard: <main> ends above the 64 px bottom nav at 780; the card (bottom-20) starts at 560.
    { viewport: 844, cardTop: 560, mainBottom: 780, page: 292, main: 228 },
    // a card lower than main's end never gives a negative inset
    { viewport: 844, cardTop: 800, mainBottom: 700, page: 52, main: 0 },
    { viewport: 700, cardTop: 450.4, mainBottom: 650.2, page: 258, main: 208 },
  ])(
    'viewport $viewport, card top $cardTop, main bottom $mainBottom → page $page, main $main',
    ({ viewport, cardTop, mainBottom, page, main }) => {
      expect(consentInsets(viewport, cardTop, mainBottom)).toEqual({ page, main });
    },
  );
});
