import {
  manualMessages as m,
  manualQuoteTitle,
  manualScore,
  manualSearchLimit,
  parseMarkedSnippet,
  type ManualQuoteInput,
  type ManualSearchResponse,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { createQuote } from '../quotes/index.ts';
import * as repo from './manuals.repo.ts';
import { formatOf, requireMachine } from './manuals.service.ts';

export type SearchManualsInput = { q: string; equipmentId?: string; limit?: number };

/** The viewer at a result's page, with the query to highlight (the route /dashboard/equipment/{id}/manual). */
export const manualViewerHref = (equipmentId: string, documentId: string, page: number, q: string) =>
  `/dashboard/equipment/${equipmentId}/manual?doc=${documentId}&page=${page}&q=${encodeURIComponent(q)}`;

/**
 * Full-text search of manuals (issue 18 item 2, spec 02 §7 manual-search): one machine's manuals, or all of the
 * caller's company's. PostgreSQL ranks the pages (manual_search_pages, 0032) and cuts the highlighted snippets; the
 * score is made 0–1 here (score.rules.ts). Every search by a company is logged in manual_search_logs (spec 02 §3).
 * Runs in the caller's tenant transaction; other modules (the assistant) call it with theirs.
 */
export async function searchManuals(tx: Sql, scope: Scope, input: SearchManualsInput): Promise<ManualSearchResponse> {
  const q = input.q.trim();
  if (!q) throw new AppError('VALIDATION', m.searchQueryRequiredText);
  const limit = Math.min(Math.max(1, Math.floor(input.limit ?? manualSearchLimit.default)), manualSearchLimit.max);
  let companyId = scope.companyId;
  if (input.equipmentId) companyId = (await requireMachine(tx, scope, input.equipmentId)).company_id;

  const rows = await repo.searchPages(tx, { companyId, equipmentId: input.equipmentId ?? null, text: q, limit });
  const bestRank = rows[0]?.rank ?? 0;
  const results = rows.map((row) => {
    const snippet = parseMarkedSnippet(row.snippet);
    return {
      id: `${row.document_id}:${row.page_number}`,
      documentId: row.document_id,
      equipmentId: row.equipment_id,
      equipmentName: row.equipment_name,
      fileName: row.file_name,
      format: formatOf(row.content_type),
      page: row.page_number,
      score: manualScore({ matchedTerms: row.matched_terms, queryTerms: row.query_terms, rank: row.rank, bestRank }),
      text: snippet.text,
      highlights: snippet.highlights,
      href: manualViewerHref(row.equipment_id, row.document_id, row.page_number, q),
    };
  });
  // Pages with every word first, then by rank (the SQL's order within equal scores).
  results.sort((a, b) => b.score - a.score);

  const searchId = companyId
    ? await repo.insertSearchLog(tx, {
        companyId,
        equipmentId: input.equipmentId ?? null,
        query: q.slice(0, 500),
        userId: scope.actorId,
        resultCount: results.length,
      })
    : null;
  return {
    searchId,
    results,
    terms: await repo.queryLexemes(tx, q),
    message: results.length === 0 ? m.noResults : `${results.length} matching ${results.length === 1 ? 'passage' : 'passages'}.`,
  };
}

/** spec 02 §7: the search's log row records which result was opened. */
export async function recordSelection(tx: Sql, scope: Scope, searchId: string, resultIndex: number): Promise<void> {
  if (!(await repo.updateSearchLog(tx, searchId, scope.companyId, { resultIndex }))) throw notFound('Search not found');
}

/**
 * 'Request Quote for This' (spec 02 §7, §9): a quote request for the manual's machine whose title is the first 50
 * characters of the passage, urgency medium, status new (the quotes module's own use case), the passage and its place in
 * the description; the search's log row records that a quote was requested.
 */
export async function requestQuoteFromManual(tx: Sql, scope: Scope, input: ManualQuoteInput): Promise<{ quoteId: string; title: string }> {
  const manual = await repo.findManual(tx, input.documentId, scope.companyId);
  if (!manual) throw notFound(m.manualNotFound);
  const machine = await requireMachine(tx, scope, manual.equipment_id);
  const title = manualQuoteTitle(input.passage);
  const quote = await createQuote(tx, scope, {
    title,
    description: `From the manual ${manual.file_name}, page ${input.page} (manual search):\n\n${input.passage}`,
    equipmentType: machine.equipment_type,
    urgency: 'medium',
    // spec 02 §7 contact fields: the requester's address; name and phone are the quote's to fill in.
    contactName: null,
    contactPhone: null,
    contactEmail: scope.email,
    equipmentId: machine.id,
    force: false,
  });
  if (input.searchId) {
    await repo.updateSearchLog(tx, input.searchId, scope.companyId, { resultIndex: input.resultIndex, quoteRequested: true });
  }
  return { quoteId: quote.id, title };
}
