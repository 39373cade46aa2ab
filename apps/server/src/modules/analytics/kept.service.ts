import { defaultAnalyticsPeriod, type AnalyticsPeriod } from '@gears/domain';
import type { z } from 'zod';
import type { Sql } from '../../db/database.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import { snapshotMachines, snapshotMaxAgeMs, snapshotThreshold, type SnapshotTarget } from '../dashboard/index.ts';
import * as repo from './kept.repo.ts';

/** The analytics pages whose answers may be kept (ADR 0042): the ones that read every task and scan of the period. */
export const keptPages = ['maintenance', 'activity', 'hub'] as const;
export type KeptPage = (typeof keptPages)[number];

/**
 * One keepable answer: a scope (SnapshotTarget: a company, or every company on the provider's row), a page, and what the
 * answer depends on besides the data — the period preset, the day it is computed for, the time zone (activity only).
 */
export type KeptRequest = SnapshotTarget & { page: KeptPage; period: AnalyticsPeriod; today: string; timeZone: string };

type PageQuery = { companyId?: string; period?: AnalyticsPeriod; from?: string; to?: string; timeZone?: string };

/** The kept answer a request would use, or null for a custom date range (always computed for the request). */
export function keptRequestOf(reader: Scope, page: KeptPage, q: PageQuery, today: string): KeptRequest | null {
  if (q.from && q.to) return null;
  const companyId = readCompany(reader, q.companyId);
  const target: SnapshotTarget = companyId ? { companyId, view: 'company' } : { companyId: reader.homeCompanyId, view: 'all' };
  return {
    ...target,
    page,
    period: page === 'hub' ? 'last_30_days' : (q.period ?? defaultAnalyticsPeriod),
    today,
    timeZone: page === 'activity' ? (q.timeZone ?? 'UTC') : 'UTC',
  };
}

export const keyOf = (r: KeptRequest): repo.KeptKey => ({
  companyId: r.companyId,
  view: r.view,
  page: r.page,
  params: [r.period, r.today, r.timeZone].join('|'),
});

export type KeptOptions = {
  /** Asks the 'analytics.refresh' job to compute and keep this answer. */
  requestRefresh?: (r: KeptRequest) => void;
  /** Asks the dashboard's job to count the scope, whose machine count says whether its answers are kept. */
  requestCount?: (target: SnapshotTarget) => void;
  threshold?: number;
  now?: Date;
};

/**
 * The answer for a request, the way the dashboard's figuresFor answers (ADR 0033): a scope whose dashboard snapshot counts
 * at least `snapshotThreshold` machines is answered from its kept answer (asOf = when it was computed), asking for a new
 * one once it is older than `snapshotMaxAgeMs`; otherwise, and for a custom range, computed now (asOf null). A large
 * scope without a kept answer is computed now and asks for one; a scope with no count yet asks the dashboard's job for
 * it. A kept answer that no longer fits the page's schema (kept by an older version) counts as none.
 */
export async function keptOrLive<T extends { asOf: string | null }>(
  tx: Sql,
  request: KeptRequest | null,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
  opts: KeptOptions = {},
): Promise<T> {
  if (!request) return compute();
  const machines = await snapshotMachines(tx, request.companyId, request.view);
  const large = machines !== null && machines >= (opts.threshold ?? snapshotThreshold);
  if (large) {
    const kept = await repo.readKept(tx, keyOf(request));
    const answer = kept ? schema.safeParse(kept.answer) : null;
    if (kept && answer?.success) {
      const computedAt = new Date(kept.computed_at);
      if ((opts.now ?? new Date()).getTime() - computedAt.getTime() > snapshotMaxAgeMs) opts.requestRefresh?.(request);
      return { ...answer.data, asOf: computedAt.toISOString() };
    }
  }
  const answer = await compute();
  if (large) opts.requestRefresh?.(request);
  else if (machines === null) opts.requestCount?.({ companyId: request.companyId, view: request.view });
  return answer;
}

/** The job's work: compute the answer now, in the scope's tenant transaction, and keep it. */
export async function refreshKept(tx: Sql, request: KeptRequest, compute: () => Promise<object>, now: Date): Promise<void> {
  const answer = await compute();
  await repo.saveKept(tx, keyOf(request), { ...answer, asOf: null }, now);
}
