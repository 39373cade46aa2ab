import { startTransition, useEffect, useState } from 'react';

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
