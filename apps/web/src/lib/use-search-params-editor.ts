import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's search params and a function that edits a copy of them and puts it back. The history entry is
 * replaced: a tab, filter or open dialog in the URL is for reload and sharing, not a step for the Back button.
 */
export function useSearchParamsEditor() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
