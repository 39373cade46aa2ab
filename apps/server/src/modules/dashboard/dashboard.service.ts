import {
  attentionFor,
  attentionHref,
  attentionLabel,
  dashboardInsights,
  effectiveToday,
  fleetAdvisories,
  trendOf,
  trendPeriodDays,
  type AttentionKind,
  type AttentionReach,
  type DashboardSummary,
  type DashboardSummaryQuery,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import * as repo from './dashboard.repo.ts';
import { figuresFor, type SnapshotTarget } from './snapshots.service.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The two trend periods ending now: the last 30 days and the 30 before (trend.rules.ts). */
export function windowAt(now: Date, clientToday?: string): repo.Window {
  return {
    today: effectiveToday(now, clientToday),
    periodStart: new Date(now.getTime() - trendPeriodDays * dayMs).toISOString(),
    previousStart: new Date(now.getTime() - 2 * trendPeriodDays * dayMs).toISOString(),
  };
}

/** How the summary may use the job-kept figures (ADR 0033); the route passes the job queue, tests a lower threshold. */
export type SnapshotOptions = {
  /** Asks for the figures of this view to be counted again by the 'dashboard.refresh' job. */
  requestRefresh?: (target: SnapshotTarget) => void;
  threshold?: number;
  now?: Date;
};

/**
 * issue 17 item 1: the home page's figures, scoped like every list (readCompany) and computed from data only. A company
 * of at least `snapshotThreshold` machines is answered from its snapshot (asOf says when it was counted) and a refresh is
 * asked for once it is older than `snapshotMaxAgeMs`; a smaller one is counted live. The viewer's own figures are
 * always live.
 */
export async function dashboardSummary(
  tx: Sql,
  scope: Scope,
  q: DashboardSummaryQuery,
  opts: SnapshotOptions = {},
): Promise<DashboardSummary> {
  const now = opts.now ?? new Date();
  const companyId = readCompany(scope, q.companyId);
  const name = companyId ? await repo.companyName(tx, companyId) : null;
  if (companyId && name === null) throw notFound('Company not found');
  const w = windowAt(now, q.today);
  const target: SnapshotTarget = companyId ? { companyId, view: 'company' } : { companyId: scope.homeCompanyId, view: 'all' };
  const { figures, asOf } = await figuresFor(tx, target, w, { ...opts, now });
  const { fleet, tasks, money, work } = figures;
  const mine = await repo.personalCounts(tx, companyId, scope.actorId, w);

  const counts: Record<AttentionKind, Record<AttentionReach, number>> = {
    overdue_tasks: { all: tasks.overdue, own: mine.overdue_mine },
    repairs_to_approve: { all: work.repairs_submitted, own: 0 },
    quotes_to_price: { all: money.to_price, own: 0 },
    quotes_to_accept: { all: money.to_accept, own: 0 },
    invoices_to_pay: { all: money.to_pay, own: 0 },
    overdue_returns: { all: work.returns_overdue, own: mine.returns_overdue_mine },
    fleet_alerts: { all: work.alerts_open, own: 0 },
    low_stock: { all: work.low_stock, own: 0 },
  };
  const attention = attentionFor(scope).map(({ kind, reach }) => {
    const count = counts[kind][reach];
    return { kind, reach, count, label: attentionLabel(kind, reach, count), href: attentionHref(kind, reach) };
  });

  const fleetFigures = { total: fleet.total, active: fleet.active, idle: fleet.idle, maintenance: fleet.maintenance };
  return {
    scope: { companyId, companyName: name },
    today: w.today,
    asOf: asOf === null ? null : asOf.toISOString(),
    periodDays: trendPeriodDays,
    fleet: { ...fleetFigures, advisories: fleetAdvisories({ ...fleetFigures, overdueTasks: tasks.overdue }) },
    cards: {
      fleet: { machines: fleet.total, inMaintenance: fleet.maintenance, trend: trendOf(fleet.total, fleet.total_before) },
      maintenance: {
        openTasks: tasks.open,
        overdueTasks: tasks.overdue,
        completedInPeriod: tasks.completed_now,
        trend: trendOf(tasks.completed_now, tasks.completed_before),
      },
      quotes: {
        openQuotes: money.open_quotes,
        openValueCents: money.open_value_cents,
        requestedInPeriod: money.requested_now,
        trend: trendOf(money.requested_now, money.requested_before),
      },
      analytics: {
        paidInPeriodCents: money.paid_now_cents,
        paidInvoicesInPeriod: money.paid_now,
        trend: trendOf(money.paid_now_cents, money.paid_before_cents),
      },
    },
    insights: dashboardInsights({
      fleet: fleetFigures,
      tasks: { overdue: tasks.overdue, open: tasks.open },
      quotes: { open: money.open_quotes, openValueCents: money.open_value_cents },
    }),
    attention,
  };
}
