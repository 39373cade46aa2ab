import { partSearchStatus, searchResultPath, stockStateOf } from '@gears/domain';
import { findHits } from '../../platform/search-hits.repo.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { partSearchRows } from './search.repo.ts';

/** Parts by name, part number and manufacturer; an exact or leading part number ranks first. */
export const partSearchSource: SearchSource = {
  kind: 'part',
  readAction: 'parts.read',
  // spec 01 §6: the parts inventory is Professional and up (as its routes are gated, parts.routes.ts).
  feature: 'light_inventory',
  findHits: (tx, companyId, term, limit, cap) => findHits(tx, 'search_part_hits', companyId, term, limit, cap),
  async loadResults(tx, ids) {
    const rows = await partSearchRows(tx, ids);
    return rows.map((p) => {
      const status = partSearchStatus(stockStateOf(p.units_in_stock, p.min_stock));
      return {
        kind: 'part',
        id: p.id,
        title: p.part_name,
        subtitle: [p.manufacturer, `${p.units_in_stock} in stock`].filter(Boolean).join(' · '),
        code: p.part_number,
        status: status.status,
        statusLabel: status.label,
        tone: status.tone,
        path: searchResultPath('part', p.id),
      };
    });
  },
};
