/** spec 01 §2/§9: home sections fade in when scrolled into view; phones and tablets (below 1024 px) reveal all after 2000 ms. */
export const mobileRevealDelayMs = 2000;
export const tabletBreakpoint = 1024;

export function revealFallbackDelay(viewportWidth: number): number | null {
  return viewportWidth < tabletBreakpoint ? mobileRevealDelayMs : null;
}

/** spec 01 §2: the sticky mobile call to action appears after scrolling past one screen height, until dismissed. */
export function isStickyCtaVisible(scrollY: number, viewportHeight: number, dismissed: boolean): boolean {
  return !dismissed && viewportHeight > 0 && scrollY > viewportHeight;
}
