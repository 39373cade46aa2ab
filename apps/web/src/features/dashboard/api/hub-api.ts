import { useQuery } from '@tanstack/react-query';
import type { AnalyticsHubView } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { startFromFirstAnswer } from '../../../lib/first-data.ts';
import { localToday } from '../../../lib/local-date.ts';
import { dashboardKeys, dashboardRefreshMs } from './dashboard-api.ts';

/** GET /api/analytics/hub (apps/server/src/modules/analytics): the home page's analytics hub card, computed on the server. */
export function useAnalyticsHub(enabled: boolean) {
  const path = `/api/analytics/hub?today=${localToday()}`;
  return useQuery({
    queryKey: [...dashboardKeys.all, 'analytics-hub'],
    queryFn: ({ signal }) => api.get<AnalyticsHubView>(path, signal),
    ...(enabled ? startFromFirstAnswer<AnalyticsHubView>(path) : {}),
    refetchInterval: dashboardRefreshMs,
    enabled,
  });
}
