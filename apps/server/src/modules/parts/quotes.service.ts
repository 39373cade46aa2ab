import { partsMessages as m, type ListPartQuotesQuery, type PartQuote, type RequestPartQuoteInput } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import { toQuote } from './parts.mapper.ts';
import { requireLivePart, requirePartRow } from './parts.service.ts';
import * as repo from './quotes.repo.ts';

/** spec 02 §3: a quote request for a part (vendor, units default 1, notes), status 'requested'. */
export async function requestQuote(tx: Sql, scope: Scope, input: RequestPartQuoteInput): Promise<{ quote: PartQuote; message: string }> {
  const part = await requireLivePart(tx, scope, input.partId);
  const row = await repo.insertQuote(tx, {
    companyId: part.company_id,
    partId: part.id,
    partName: part.part_name,
    partNumber: part.part_number,
    vendor: input.vendor,
    units: input.unitsRequested,
    notes: input.notes,
    requestedBy: scope.actorId,
  });
  await recordActivity(tx, {
    companyId: part.company_id,
    userId: scope.actorId,
    action: 'part_quote_requested',
    entityType: 'part',
    entityId: part.id,
    details: { quoteId: row.id, vendor: input.vendor, unitsRequested: input.unitsRequested },
  });
  return { quote: toQuote(row), message: m.quoteRequested };
}

/** spec 02 §7: newest first. */
export async function listQuotes(tx: Sql, scope: Scope, q: ListPartQuotesQuery): Promise<{ quotes: PartQuote[] }> {
  if (q.partId) await requirePartRow(tx, scope, q.partId);
  const rows = await repo.listQuotes(tx, { companyId: readCompany(scope, q.companyId), partId: q.partId }, q.limit);
  return { quotes: rows.map(toQuote) };
}
