import { Suspense, useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useSession } from '../../lib/session.ts';
import { RouteErrorBoundary } from '../errors/error-boundary.tsx';
import { CookieConsent } from '../cookie-consent.tsx';
import { PublicNavbar } from './public-navbar.tsx';
import { lazyPage } from '../lazy-page.ts';

// Below the fold and shown only once the session has answered: its own chunk, off the way to the dashboard.
const PublicFooter = lazyPage(() => import('./public-footer.tsx'), 'PublicFooter');

/** spec 01 §2: the footer shows only when signed out; built in short slices (a deferred value) when the session answers. */
function SignedOutFooter() {
  const footerStatus = useDeferredValue(useSession().status);
  return footerStatus === 'signed-out' ? (
    <Suspense fallback={null}>
      <PublicFooter />
    </Suspense>
  ) : null;
}

/**
 * Reads no session or store itself: such a read re-renders its component synchronously once the page has hydrated or
 * the session answers, and a synchronous re-render that reached the page's still-hydrating Suspense boundary would make
 * React drop the pre-rendered page and build it again in one long task. Those reads live in the navbar and the footer.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col pb-[var(--consent-inset,0px)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:p-2"
      >
        Skip to content
      </a>
      <PublicNavbar />
      {/* At least one screen tall below the navbar (70/80/100 px), so the footer starts below the fold while a page
          chunk or the session loads and is never pushed down in view (CLS), nor taken as the largest paint (LCP). */}
      <main id="main" className="min-h-[calc(100dvh-70px)] flex-1 md:min-h-[calc(100dvh-80px)] lg:min-h-[calc(100dvh-100px)]">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SignedOutFooter />
      <CookieConsent />
    </div>
  );
}
