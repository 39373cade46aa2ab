import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default. A lazily loaded piece (a deferred menu, a dialog chunk) is transformed
// on its first import in a test run, which takes longer than that on a busy two-core machine; the assertions are
// the same, only the patience differs.
configure({ asyncUtilTimeout: 5000 });

// A test page has no layout to scroll, and happy-dom's IntersectionObserver never reports: whatever waits to come near
// the screen (lib/use-near-viewport.ts) would stay unrendered. Without the observer it is drawn at once, as in a browser
// that has none; the waiting itself is tested with an observer of its own (use-near-viewport.test.tsx).
if (typeof window !== 'undefined') Reflect.deleteProperty(window, 'IntersectionObserver');
Reflect.deleteProperty(globalThis, 'IntersectionObserver');
