import { useLayoutEffect, type RefObject } from 'react';

/** CSS variables that fixed and sticky bottom bars (and scroll areas) add to their bottom offset on phones. */
export const consentInsetVars = { page: '--consent-inset', main: '--consent-inset-main' } as const;
const phoneQuery = '(max-width: 767px)';
const gapPx = 8;

/**
 * How far the cookie card reaches up from the bottom: of the viewport (for fixed bars such as "Start My Subscription"
 * and the window's scroll padding) and of the dashboard's scrolling <main> (for its sticky bulk bar and padding), so
 * on a phone everything stays above it and can be scrolled clear of it.
 */
export function consentInsets(viewportHeight: number, cardTop: number, mainBottom: number | null): { page: number; main: number } {
  const page = Math.max(0, Math.ceil(viewportHeight - cardTop + gapPx));
  const main = mainBottom === null ? 0 : Math.max(0, Math.ceil(mainBottom - cardTop + gapPx));
  return { page, main };
}

/** Publishes the card's insets while it is shown on a phone; removes them when it goes. `shape` changes when the card is swapped (minimised). */
export function useConsentInset(ref: RefObject<HTMLElement | null>, shown: boolean, shape: unknown): void {
  useLayoutEffect(() => {
    const card = ref.current;
    const root = document.documentElement.style;
    const clear = () => {
      root.removeProperty(consentInsetVars.page);
      root.removeProperty(consentInsetVars.main);
    };
    if (!shown || !card) return clear;
    const phone = window.matchMedia(phoneQuery);
    const update = () => {
      if (!phone.matches) return clear();
      const main = document.getElementById('main');
      const insets = consentInsets(window.innerHeight, card.getBoundingClientRect().top, main ? main.getBoundingClientRect().bottom : null);
      root.setProperty(consentInsetVars.page, `${insets.page}px`);
      root.setProperty(consentInsetVars.main, `${insets.main}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(card);
    window.addEventListener('resize', update);
    phone.addEventListener('change', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      phone.removeEventListener('change', update);
      clear();
    };
  }, [ref, shown, shape]);
}
