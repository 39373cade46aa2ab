import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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

const app = (
  <StrictMode>
    <App />
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
