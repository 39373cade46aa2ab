import { analyticsRange, type AnalyticsPeriod, type AnalyticsRange } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import * as repo from './summary.repo.ts';

export type Header = {
  scope: { companyId: string | null; companyName: string | null };
  range: AnalyticsRange;
  today: string;
};

/**
 * Whose figures and which days: a client's own company (or the impersonated one), a provider admin's pick (?companyId,
 * 404 if there is no such company) or all companies (null).
 */
export async function headerOf(
  tx: Sql,
  reader: Scope,
  q: { companyId?: string; period?: AnalyticsPeriod; from?: string; to?: string },
  today: string,
): Promise<Header & { companyId: string | null }> {
  const companyId = readCompany(reader, q.companyId);
  const name = companyId ? await repo.companyName(tx, companyId) : null;
  if (companyId && name === null) throw notFound('Company not found');
  return { companyId, scope: { companyId, companyName: name }, range: analyticsRange(q, today), today };
}
