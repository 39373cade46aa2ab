import {
  acceptedOrBeyondStatuses,
  documentPeriodRange,
  recentTransactionLimit,
  summaryFromTotals,
  type AnalyticsSummary,
  type BusinessSummaryQuery,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { readCompany } from '../../platform/scope.ts';
import * as repo from './business.repo.ts';
import type { Scope } from '../../platform/scope.ts';

export type BusinessSummary = {
  /** Whose figures: one company (a client's own, the impersonated one, or the admin's pick) or all companies (null). */
  scope: { companyId: string | null; companyName: string | null };
  summary: AnalyticsSummary;
  /** Count badges of the Quotes, Orders, Invoices and Shipping tabs. */
  counts: { quotes: number; orders: number; invoices: number; shipping: number };
  today: string;
};

/** spec 01 §3 analytics summary from our ledger: SQL aggregates plus the rule; zeros and empty lists with no data. */
export async function businessSummary(tx: Sql, reader: Scope, q: BusinessSummaryQuery, today: string): Promise<BusinessSummary> {
  const companyId = readCompany(reader, q.companyId);
  const name = companyId ? await repo.companyName(tx, companyId) : null;
  if (companyId && name === null) throw notFound('Company not found');
  const totals = await repo.summaryTotals(tx, companyId, today, documentPeriodRange('this_month', today)!, acceptedOrBeyondStatuses);
  const recent = await repo.recentCandidates(tx, companyId, recentTransactionLimit);
  const counts = await repo.tabCounts(tx, companyId);
  return { scope: { companyId, companyName: name }, summary: summaryFromTotals(totals, recent), counts, today };
}
