import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ActivityAnalyticsView,
  AnalyticsSummaryView,
  FinancialAnalyticsView,
  FleetAnalyticsView,
  MaintenanceAnalyticsView,
} from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';
import { startFromFirstAnswer } from '../../../lib/first-data.ts';

/** GET /api/analytics/* (apps/server/src/modules/analytics): every figure computed from the company's records. */
export type AnalyticsViews = {
  summary: AnalyticsSummaryView;
  maintenance: MaintenanceAnalyticsView;
  financial: FinancialAnalyticsView;
  fleet: FleetAnalyticsView;
  activity: ActivityAnalyticsView;
};
export type AnalyticsKind = keyof AnalyticsViews;

/** The page's choice: a period preset or a custom pair of days, and (provider admin) one company or all. */
export type AnalyticsSelection = { period: string; from?: string; to?: string; companyId?: string };

export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (kind: AnalyticsKind, s: AnalyticsSelection) => ['analytics', kind, s.companyId ?? '', s.period, s.from ?? '', s.to ?? ''] as const,
  companies: ['analytics', 'companies'] as const,
};

/** The viewer's IANA time zone, so the activity pattern reads in local hours. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function analyticsQueryString(kind: AnalyticsKind, s: AnalyticsSelection, today = localToday()): string {
  const params = new URLSearchParams({ today });
  if (s.from && s.to) {
    params.set('from', s.from);
    params.set('to', s.to);
  } else params.set('period', s.period);
  if (s.companyId) params.set('companyId', s.companyId);
  if (kind === 'activity') params.set('timeZone', viewerTimeZone());
  return params.toString();
}

export function useAnalytics<K extends AnalyticsKind>(kind: K, s: AnalyticsSelection, enabled = true) {
  const path = `/api/analytics/${kind}?${analyticsQueryString(kind, s)}`;
  return useQuery({
    queryKey: analyticsKeys.view(kind, s),
    queryFn: ({ signal }) => api.get<AnalyticsViews[K]>(path, signal),
    ...(enabled ? startFromFirstAnswer<AnalyticsViews[K]>(path) : {}),
    placeholderData: keepPreviousData,
    enabled,
    // Figures move as work is recorded; spec 01 §9 refreshes business data every 2 minutes.
    refetchInterval: 120_000,
  });
}
