import { startTransition, useEffect, useState } from 'react';

/**
 * True once the element given to `ref` is within `margin` of the viewport (of its `[data-scroll-root]` if it has one) (issue 17 Speed, ADR 0043): for heavy content
 * further down a page, such as the analytics charts, whose first drawing cost a phone over a second of main thread in one
 * commit when every chart of the tab was drawn at once. Where the browser has no IntersectionObserver it is true at once.
 * Once true it stays true; the change renders as a transition, in short slices. `ref` is a callback ref, so a new element
 * (a list whose rows changed) is watched in place of the old one.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const [element, ref] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      // The margin reaches past the screen only from the element that scrolls: the dashboard's <main>, else the page.
      { root: element.closest('[data-scroll-root]'), rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return { ref, near };
}
