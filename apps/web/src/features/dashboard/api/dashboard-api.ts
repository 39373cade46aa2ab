import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';
import { startFromFirstAnswer } from '../../../lib/first-data.ts';

/** GET /api/dashboard/summary (apps/server/src/modules/dashboard): the home page's figures, computed on the server. */
export type { DashboardSummary };

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
};

/** spec 01 §9: business data refreshes every 2 minutes; live events refresh it sooner (lib/live-events.ts). */
export const dashboardRefreshMs = 120_000;

export function useDashboardSummary() {
  const path = `/api/dashboard/summary?today=${localToday()}`;
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => api.get<DashboardSummary>(path, signal),
    ...startFromFirstAnswer<DashboardSummary>(path),
    refetchInterval: dashboardRefreshMs,
  });
}
