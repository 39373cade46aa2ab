import { digestEmail, digestWeekOf, hasFeature, type DigestFigures } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/database.ts';
import { planOfCompany } from '../billing/index.ts';
import * as repo from './digest.repo.ts';
import { notify } from './notify.service.ts';

export const weeklyDigestQueue = 'notifications.weekly-digest';

function toFigures(r: repo.DigestFiguresRow): DigestFigures {
  return {
    tasksCompleted: r.tasks_completed,
    tasksOverdue: r.tasks_overdue,
    repairsSubmitted: r.repairs_submitted,
    repairsCompleted: r.repairs_completed,
    repairsAwaitingDecision: r.repairs_awaiting,
    quotesSent: r.quotes_sent,
    quotesAccepted: r.quotes_accepted,
    quotesAwaitingAcceptance: r.quotes_awaiting,
    invoicesIssued: r.invoices_issued,
    invoicedTotal: r.invoiced_total,
    invoicesPaid: r.invoices_paid,
    paidTotal: r.paid_total,
    invoicesOpen: r.invoices_open,
    openBalance: r.open_balance,
    fleetAlerts: r.fleet_alerts,
    fleetAlertsUnacknowledged: r.fleet_alerts_open,
  };
}

/** One company's figures for the week the digest of `now` reports (exported for the tests' hand-worked set). */
export async function digestFiguresOf(db: Database, companyId: string, now: Date): Promise<DigestFigures> {
  const { weekStart, weekEnd } = digestWeekOf(now);
  return toFigures(
    await db.transaction((tx) => repo.digestFiguresUnscoped(tx, { companyId, weekStart, weekEnd, today: now.toISOString().slice(0, 10) })),
  );
}

/**
 * One pass (issue 17 item 4): every client company whose plan has 'weekly_digest' (professional and up) gets last
 * week's digest once (weekly_digest_runs: one row per company and week, claimed in the same transaction as the emails,
 * so a second run or two at once send nothing more). Each person hears per their choice for 'weekly_digest' (managers
 * and up by default; email or off). Runs as the owner across companies (ADR 0010); every figure filters on the company.
 * Returns how many companies were sent a digest.
 */
export async function sendWeeklyDigests(db: Database, publicUrl: string, now: Date = new Date()): Promise<number> {
  const { weekStart, weekEnd } = digestWeekOf(now);
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const company of await db.transaction((tx) => repo.listClientCompaniesUnscoped(tx))) {
    const done = await db.transaction(async (tx) => {
      if (!hasFeature((await planOfCompany(tx, company.id, now)).limitsTier, 'weekly_digest')) return false;
      if (!(await repo.claimDigestWeekUnscoped(tx, company.id, weekStart))) return false;
      const figures = toFigures(await repo.digestFiguresUnscoped(tx, { companyId: company.id, weekStart, weekEnd, today }));
      const { inApp } = await notify(tx, {
        kind: 'weekly_digest',
        type: 'info',
        companyId: company.id,
        to: { roles: ['client_admin', 'manager', 'supervisor', 'technician'] },
        title: `Weekly digest: week of ${weekStart}`,
        message: `${figures.tasksCompleted} tasks completed, ${figures.tasksOverdue} overdue; ${figures.invoicesOpen} unpaid invoices.`,
        link: '/dashboard',
        email: (r) => ({
          template: 'weekly_digest',
          ...digestEmail({ companyName: company.name, name: r.name, weekStart, weekEnd, figures, url: `${publicUrl}/dashboard` }),
        }),
      });
      await repo.setDigestRecipientsUnscoped(tx, company.id, weekStart, inApp.length);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/** Daily at 07:00 UTC: on Monday it sends last week's; a missed Monday is caught up on the next run of that week. */
export function defineWeeklyDigest(deps: AppDeps): void {
  deps.jobs.define(weeklyDigestQueue, async () => {
    if ((await sendWeeklyDigests(deps.db, deps.config.publicUrl)) > 0) deps.mailer.kick();
  });
  deps.jobs.schedule(weeklyDigestQueue, 'daily 07:00', { queue: weeklyDigestQueue, singleton: true, maxAttempts: 3, leaseSeconds: 600 });
}
