import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

type Offsets = { window: number; main: number };

/** The dashboard scrolls inside `<main id="main">`; public pages scroll the window. Both are handled. */
const mainElement = () => document.getElementById('main');

function currentOffsets(): Offsets {
  return { window: window.scrollY, main: mainElement()?.scrollTop ?? 0 };
}

function scrollTo(offsets: Offsets): void {
  window.scrollTo(0, offsets.window);
  const main = mainElement();
  if (main) main.scrollTop = offsets.main;
}

/** Pages load lazily: a restored offset may need a few frames until the page is tall enough to take it. */
function restore(offsets: Offsets, signal: { cancelled: boolean }): void {
  const deadline = performance.now() + 1500;
  const attempt = () => {
    if (signal.cancelled) return;
    scrollTo(offsets);
    const reached = Math.abs(window.scrollY - offsets.window) < 2 && Math.abs((mainElement()?.scrollTop ?? 0) - offsets.main) < 2;
    if (!reached && performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * What a browser does for whole pages, for client-side navigation (BrowserRouter has no ScrollRestoration): a new page
 * opens at the top, Back and Forward return to where the reader was. Changing only the query (tabs, filters) or the
 * hash keeps the offset.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const offsets = useRef(new Map<string, Offsets>());
  const lastPath = useRef(location.pathname);
  const key = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Scroll events do not bubble; a capturing listener hears the window's and <main>'s alike.
    const record = () => offsets.current.set(key.current, currentOffsets());
    document.addEventListener('scroll', record, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', record, { capture: true });
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const pathChanged = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    const signal = { cancelled: false };
    if (navigationType === 'POP') {
      const saved = offsets.current.get(location.key);
      if (saved) restore(saved, signal);
    } else if (pathChanged && !location.hash) {
      scrollTo({ window: 0, main: 0 });
    }
    return () => {
      signal.cancelled = true;
    };
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
