import type { Sql } from '../../db/database.ts';
import { dashboardOpenQuoteStatuses, quoteStatusesToPrice } from '@gears/domain';
import * as repo from './dashboard.repo.ts';
import type { Window } from './dashboard.repo.ts';
import * as snapshots from './snapshots.repo.ts';

/**
 * ADR 0033 (issue 17 "Speed"): from this many live machines a company's dashboard figures come from a snapshot kept by
 * the 'dashboard.refresh' job. Below it counting live stays well inside the 100 ms target (measured in
 * docs/performance.md "Dashboard"), and live figures are exact to the request.
 */
export const snapshotThreshold = 2_000;
/** A snapshot older than this is counted again (the page refreshes its figures every 60 s as well). */
export const snapshotMaxAgeMs = 60_000;

/** Whose figures: one company's, or every company's (the provider admin's view, kept on the provider's own row). */
export type SnapshotTarget = { companyId: string; view: snapshots.SnapshotView };

/**
 * The figures for the target: its snapshot when the company is large and has one (asOf = when it was counted), asking for
 * a new count once it is stale; otherwise counted now (asOf null), asking for a snapshot when the count shows a large
 * company. The snapshot is written by the job, never here: the dashboard is read in a read-only transaction.
 */
export async function figuresFor(
  tx: Sql,
  target: SnapshotTarget,
  w: Window,
  opts: { now: Date; threshold?: number; requestRefresh?: (target: SnapshotTarget) => void },
): Promise<{ figures: snapshots.CompanyFigures; asOf: Date | null }> {
  const threshold = opts.threshold ?? snapshotThreshold;
  const kept = await snapshots.readSnapshot(tx, target.companyId, target.view);
  if (kept && kept.machines >= threshold) {
    const computedAt = new Date(kept.computed_at);
    if (opts.now.getTime() - computedAt.getTime() > snapshotMaxAgeMs) opts.requestRefresh?.(target);
    return { figures: kept.figures, asOf: computedAt };
  }
  const figures = await countFigures(tx, target.view === 'all' ? null : target.companyId, w);
  if (figures.fleet.total >= threshold) opts.requestRefresh?.(target);
  return { figures, asOf: null };
}

/** The job's work: count the target's figures now and keep them (the job runs in the target's tenant transaction). */
export async function refreshSnapshot(tx: Sql, target: SnapshotTarget, w: Window, now: Date): Promise<void> {
  const figures = await countFigures(tx, target.view === 'all' ? null : target.companyId, w);
  await snapshots.saveSnapshot(tx, target.companyId, target.view, figures, now);
}

/** A company's figures counted now (all of them company-wide; the viewer's own ones are personalCounts). */
export async function countFigures(tx: Sql, companyId: string | null, w: Window): Promise<snapshots.CompanyFigures> {
  const fleet = await repo.fleetCounts(tx, companyId, w);
  const tasks = await repo.taskCounts(tx, companyId, w);
  const money = await repo.moneyCounts(tx, companyId, w, {
    openStatuses: dashboardOpenQuoteStatuses,
    toPriceStatuses: quoteStatusesToPrice,
  });
  const work = await repo.workCounts(tx, companyId, w);
  const statuses = await repo.statusCounts(tx, companyId);
  return { fleet, tasks, money, work, statuses };
}

/**
 * The register by stored status for analytics' fleet page, the way figuresFor answers the dashboard: from the kept
 * snapshot of a large fleet (asOf = when it was counted; a stale one is counted again), otherwise counted now. At
 * 1,000,000 machines (the provider admin's all-company view) the live count alone takes most of a second.
 */
export async function statusesFor(
  tx: Sql,
  target: SnapshotTarget,
  opts: { now: Date; threshold?: number; requestRefresh?: (target: SnapshotTarget) => void },
): Promise<{ statuses: snapshots.StatusCount[]; asOf: Date | null }> {
  const threshold = opts.threshold ?? snapshotThreshold;
  const kept = await snapshots.readSnapshot(tx, target.companyId, target.view);
  if (kept && kept.machines >= threshold && kept.figures.statuses) {
    const computedAt = new Date(kept.computed_at);
    if (opts.now.getTime() - computedAt.getTime() > snapshotMaxAgeMs) opts.requestRefresh?.(target);
    return { statuses: kept.figures.statuses, asOf: computedAt };
  }
  const statuses = await repo.statusCounts(tx, target.view === 'all' ? null : target.companyId);
  // A large fleet without a kept count (or one kept before statuses were): ask for one.
  if (kept ? kept.machines >= threshold : statuses.reduce((n, s) => n + s.count, 0) >= threshold) opts.requestRefresh?.(target);
  return { statuses, asOf: null };
}
