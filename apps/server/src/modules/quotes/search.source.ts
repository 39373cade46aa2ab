import { quoteSearchStatus, searchResultPath } from '@gears/domain';
import { findHits } from '../../platform/search-hits.repo.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { quoteSearchRows } from './search.repo.ts';

/** Quote requests by title, request and quote number, and contact (spec 01 §5: number, reference, customer). */
export const quoteSearchSource: SearchSource = {
  kind: 'quote',
  readAction: 'quotes.read',
  findHits: (tx, companyId, term, limit, cap) => findHits(tx, 'search_quote_hits', companyId, term, limit, cap),
  async loadResults(tx, ids, reader) {
    const rows = await quoteSearchRows(tx, ids);
    return rows.map((q) => {
      const status = quoteSearchStatus(q.status, reader.audience);
      return {
        kind: 'quote',
        id: q.id,
        title: q.title,
        subtitle: [q.quote_number ? q.number : null, q.equipment_name].filter(Boolean).join(' · ') || null,
        code: q.quote_number ?? q.number,
        status: status.status,
        statusLabel: status.label,
        tone: status.tone,
        path: searchResultPath('quote', q.id),
      };
    });
  },
};
