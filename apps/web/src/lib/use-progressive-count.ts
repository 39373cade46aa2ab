import { startTransition, useEffect, useState } from 'react';
import { useNearViewport } from './use-near-viewport.ts';

/** Rows a list renders before its first paint: a phone's screen holds fewer. */
export const firstRowsShown = 8;

/**
 * How many of a list's rows to render (issue 17 Speed, ADR 0038): the first `first` at once, then all of them in a
 * transition right after the first commit, which React renders in short slices. A phone then paints the rows it shows
 * without one long task for the 50 cards below the fold. Once everything is shown, a longer list (Load more) renders in
 * full at once.
 */
export function useProgressiveCount(total: number, first: number = firstRowsShown): number {
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    if (!showAll) startTransition(() => setShowAll(true));
  }, [showAll]);
  return showAll ? total : Math.min(total, first);
}

/**
 * For a phone's long list of tall cards (issue 17 Speed, ADR 0043): the first `first` rows, then all of them once the
 * last of those comes within 600 px of the screen, long before a thumb scrolls there. Drawing the 42 equipment cards
 * below the fold right after the first paint still cost a phone one long commit. `lastRef` goes on the last row shown.
 * Without IntersectionObserver every row is shown at once.
 */
export function useRowsNearScreen<T extends Element>(total: number, first: number = firstRowsShown) {
  const { ref, near } = useNearViewport<T>('600px');
  return { shown: near ? total : Math.min(total, first), lastRef: near ? undefined : ref };
}
