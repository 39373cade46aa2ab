import {
  acceptedOrBeyondStatuses,
  documentPeriodRange,
  recentTransactionLimit,
  summaryFromTotals,
  type BusinessSummary,
  type BusinessSummaryQuery,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { readCompany } from '../../platform/scope.ts';
import * as repo from './business.repo.ts';
import type { Scope } from '../../platform/scope.ts';

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
