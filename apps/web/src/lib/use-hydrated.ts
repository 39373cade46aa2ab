import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates pre-rendered markup (and while pre-rendering), true in every other render. The public
 * pages are pre-rendered with nothing fetched (scripts/prerender.mjs); a component that shows fetched data reads it
 * only once hydrated, so a response that lands while a page hydrates in slices cannot make the markup differ (which
 * would make React throw that part away and render it again).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
