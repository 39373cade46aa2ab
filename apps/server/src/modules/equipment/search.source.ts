import { alternateCodeKey, equipmentSearchStatus, searchResultPath } from '@gears/domain';
import { equipmentIdsByCodePrefix } from './alternate-codes.repo.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { findHits } from '../../platform/search-hits.repo.ts';
import { equipmentSearchRows } from './search.repo.ts';

/**
 * Equipment by name, model and serial number (spec 01 §5); an exact or leading serial ranks first. A machine whose
 * alternate code (issue 19 item 5: an old asset tag or barcode) is the term, or starts with it, is found as a code is:
 * rank 0 exact, 1 leading.
 */
export const equipmentSearchSource: SearchSource = {
  kind: 'equipment',
  readAction: 'equipment.read',
  async findHits(tx, companyId, term, limit, cap) {
    const hits = await findHits(tx, 'search_equipment_hits', companyId, term, limit, cap);
    const byCode = await equipmentIdsByCodePrefix(tx, alternateCodeKey(term), companyId, limit);
    if (byCode.length === 0) return hits;
    const known = new Map(hits.map((h) => [h.id, h]));
    const extra = byCode.filter((c) => !known.has(c.equipment_id));
    for (const c of byCode) {
      const hit = known.get(c.equipment_id);
      if (hit) hit.rank = Math.min(hit.rank, c.exact ? 0 : 1);
    }
    const total = Math.min(cap, (hits[0]?.total ?? 0) + extra.length);
    return [...hits, ...extra.map((c) => ({ id: c.equipment_id, rank: c.exact ? 0 : 1, total }))]
      .map((h) => ({ ...h, total }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit);
  },
  async loadResults(tx, ids) {
    const rows = await equipmentSearchRows(tx, ids);
    return rows.map((e) => {
      const status = equipmentSearchStatus(e.status);
      return {
        kind: 'equipment',
        id: e.id,
        title: e.name,
        subtitle: e.model,
        code: e.serial,
        status: status.status,
        statusLabel: status.label,
        tone: status.tone,
        path: searchResultPath('equipment', e.id),
      };
    });
  },
};
