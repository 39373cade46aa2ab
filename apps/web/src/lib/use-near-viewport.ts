import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (issue 17 Speed, ADR 0043): for heavy content further down a
 * page, such as the analytics charts, whose first drawing cost a phone over a second of main thread in one commit when
 * every chart of the tab was drawn at once. Where the browser has no IntersectionObserver it is true at once. Once true it
 * stays true; the change renders as a transition, in short slices.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
