import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useFeatures } from '../../lib/features.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { useExitImpersonation, useSession } from '../../lib/session.ts';
import { RouteErrorBoundary } from '../errors/error-boundary.tsx';
import { CookieConsent } from '../cookie-consent.tsx';
import { navEntriesFor } from '../navigation/nav-config.ts';
import { BottomNav } from '../dashboard/bottom-nav.tsx';
import { DashboardHeader } from '../dashboard/dashboard-header.tsx';
import { ImpersonationBanner } from '../dashboard/impersonation-banner.tsx';
import { DockedSidebar, FloatingSidebar } from '../dashboard/sidebar.tsx';
import { TopBar } from '../dashboard/top-bar.tsx';
import { useNavUsage } from '../dashboard/use-nav-usage.ts';
import { useSidebarState } from '../dashboard/use-sidebar-state.ts';

/** The signed-in shell (spec 01 §2): header, desktop sidebar, top bar, phone bottom navigation. */
export function DashboardLayout() {
  const { me } = useSession();
  const { pathname } = useLocation();
  const isAdmin = me?.context.isAdmin ?? false;
  const { lacks } = useFeatures();
  const entries = useMemo(() => navEntriesFor(isAdmin, lacks), [isAdmin, lacks]);
  const usage = useNavUsage(entries);
  const [sidebar, setSidebar] = useSidebarState();
  const exitImpersonation = useExitImpersonation();
  // Other people's changes reach the open screens without a reload; a new company view opens a new stream.
  useLiveEvents(me ? `${me.user.id}:${me.context.companyId ?? 'all'}` : null);

  // ProtectedRoute renders this only for a signed-in user; this covers the instant after sign-out.
  if (!me) return <LoadingScreen />;

  return (
    <div className="flex h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:p-2"
      >
        Skip to content
      </a>
      {me.context.isImpersonating ? (
        <ImpersonationBanner
          companyName={me.context.impersonation?.companyName ?? me.context.companyName}
          onExit={() => exitImpersonation.mutate()}
          isExiting={exitImpersonation.isPending}
        />
      ) : null}
      <DashboardHeader user={me.user} />
      <div className="flex min-h-0 flex-1">
        {sidebar.isIntegrated ? <DockedSidebar state={sidebar} onChange={setSidebar} entries={entries} /> : null}
        <main id="main" data-scroll-root className="min-w-0 flex-1 overflow-y-auto pb-[var(--consent-inset-main,0px)]">
          <TopBar companyName={me.context.companyName} />
          <div className="mx-auto w-full max-w-7xl p-3 md:p-5 lg:p-6">
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<LoadingScreen fullScreen={false} />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
      </div>
      {sidebar.isIntegrated ? null : <FloatingSidebar state={sidebar} onChange={setSidebar} entries={entries} />}
      <BottomNav entries={entries} usage={usage} me={me} />
      <CookieConsent className="bottom-20 md:bottom-4" />
    </div>
  );
}
