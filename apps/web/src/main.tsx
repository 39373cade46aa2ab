import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

// spec 01 §2: a service worker is registered at load; it keeps the app shell usable offline (public/sw.js).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Offline support is an extra: the portal works the same without it.
    });
  };
  // After 'load', and once the page is idle: installing the worker precaches every built file, which should not compete
  // with starting the page. A pre-rendered page runs this script after its first paint (public/theme-init.js), often
  // after 'load' has fired.
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);
}

// The page's one query cache, made here rather than in a component's state: the first render runs as a transition and may
// be thrown away and started again before it commits (a lazy chunk still loading), and state made in a render that never
// committed is made again. A second cache lost what the first had taken from the page's first data (lib/first-data.ts),
// so the session and the plan were asked of the network again and the whole app rendered a second time when they came.
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Public pages come pre-rendered (scripts/prerender.mjs): hydrate their markup; every other path replaces the static
// loading screen. Both as a transition, so React works in short slices instead of one long task (a phone's CPU stays
// free for input, and the loading screen keeps animating).
if (root.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(root, app));
else {
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(app));
}
