import { lazy, Suspense, useEffect } from 'react';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { useDashboardSummary } from '../api/dashboard-api.ts';
import { AdminViewNotice } from '../components/admin-view-notice.tsx';
import { FiguresSkeleton } from '../components/figures-skeleton.tsx';
import { GreetingCard } from '../components/greeting-card.tsx';
import { InsightSkeleton } from '../components/insight-skeleton.tsx';
import { QuickActions, type ModuleIds } from '../components/quick-actions.tsx';

// The figures' components, the insight carousel and the error state are their own chunk (the 170 kB login → dashboard budget, DESIGN §7), fetched at once beside
// the summary; their skeleton has the same boxes.
const loadFigures = () => import('../components/dashboard-figures.tsx');
const DashboardFigures = lazy(async () => ({ default: (await loadFigures()).DashboardFigures }));
const InsightCarousel = lazy(async () => ({ default: (await loadFigures()).InsightCarousel }));
const ErrorState = lazy(async () => ({ default: (await loadFigures()).ErrorState }));

/**
 * spec 01 §2 dashboard home (issue 17 item 1): greeting with insights, quick actions, the four stat cards, the fleet
 * stats grid and what needs attention — every figure from GET /api/dashboard/summary. `modules` (from app/'s
 * navigation) says which modules exist for this person, so no action leads to a page that does not.
 */
export function DashboardHomePage({ modules }: { modules: ModuleIds }) {
  usePageMeta('Dashboard', { noindex: true });
  const { me } = useSession();
  const summary = useDashboardSummary();
  useEffect(() => void loadFigures(), []);
  if (!me) return <LoadingScreen fullScreen={false} />;
  const data = summary.data;

  return (
    <div className="grid grid-cols-1 gap-5">
      {me.context.isImpersonating ? <AdminViewNotice companyName={me.context.companyName} /> : null}
      <GreetingCard me={me}>
        {data ? (
          <Suspense fallback={<InsightSkeleton />}>
            <InsightCarousel insights={data.insights} />
          </Suspense>
        ) : summary.isError ? null : (
          <InsightSkeleton />
        )}
      </GreetingCard>
      <QuickActions modules={modules} />
      {summary.isError ? (
        <Suspense fallback={null}>
          <ErrorState
            message={errorMessage(summary.error, 'The dashboard figures could not be loaded.')}
            onRetry={() => void summary.refetch()}
          />
        </Suspense>
      ) : (
        <>
          {me.context.isAdmin && !me.context.isImpersonating ? (
            <p className="-mb-2 text-sm text-muted-foreground">Figures across all client companies.</p>
          ) : null}
          {data ? (
            <Suspense fallback={<FiguresSkeleton />}>
              <DashboardFigures summary={data} modules={modules} />
            </Suspense>
          ) : (
            <FiguresSkeleton />
          )}
        </>
      )}
    </div>
  );
}
