import {
  can,
  hasFeature,
  searchCountCap,
  searchKindLabels,
  searchPerKind,
  utcDateOf,
  type SearchGroup,
  type SearchResponse,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';
import type { SearchReader, SearchSource } from '../../platform/search-source.ts';
import { planOfCompany } from '../billing/index.ts';

/**
 * Global search (spec 01 §2, §5; ADR 0012): each source the caller's role may read, in the caller's tenant scope
 * (their company, the impersonated client, or every company for a provider admin), ranked, a few per kind with the
 * kind's total. `term` is already trimmed and 2–100 characters (searchQuery).
 */
export async function searchEverything(
  tx: Sql,
  scope: Scope,
  term: string,
  sources: readonly SearchSource[],
  now = new Date(),
): Promise<SearchResponse> {
  const readable = await readableSources(tx, scope, sources);
  const reader: SearchReader = { today: utcDateOf(now), audience: scope.role === 'gears_admin' ? 'admin' : 'client' };
  const groups: SearchGroup[] = [];
  // One after another: a transaction runs one statement at a time (and PGlite serialises them anyway).
  for (const source of readable) {
    const hits = await source.findHits(tx, scope.companyId, term, searchPerKind, searchCountCap);
    if (hits.length === 0) continue;
    const byId = new Map(
      (
        await source.loadResults(
          tx,
          hits.map((h) => h.id),
          reader,
        )
      ).map((r) => [r.id, r]),
    );
    // The lookup's order; a row RLS does not let the caller read is simply absent.
    const results = hits.flatMap((h) => byId.get(h.id) ?? []);
    if (results.length === 0) continue;
    const total = hits[0]?.total ?? results.length;
    groups.push({
      kind: source.kind,
      label: searchKindLabels[source.kind],
      total: Math.max(total, results.length),
      isTotalCapped: total >= searchCountCap,
      results,
    });
  }
  return { query: term, groups };
}

/** The sources the role may read (ADR 0008) and, for one company, whose tier feature its plan has (spec 01 §6). */
async function readableSources(tx: Sql, scope: Scope, sources: readonly SearchSource[]): Promise<SearchSource[]> {
  const allowed = sources.filter((s) => can(scope.role, s.readAction));
  if (scope.companyId === null || !allowed.some((s) => s.feature)) return allowed;
  const plan = await planOfCompany(tx, scope.companyId);
  return allowed.filter((s) => !s.feature || hasFeature(plan.limitsTier, s.feature));
}
