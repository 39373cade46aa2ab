import { equipmentSearchStatus, searchResultPath } from '@gears/domain';
import type { SearchSource } from '../../platform/search-source.ts';
import { findHits } from '../../platform/search-hits.repo.ts';
import { equipmentSearchRows } from './search.repo.ts';

/** Equipment by name, model and serial number (spec 01 §5); an exact or leading serial ranks first. */
export const equipmentSearchSource: SearchSource = {
  kind: 'equipment',
  readAction: 'equipment.read',
  findHits: (tx, companyId, term, limit, cap) => findHits(tx, 'search_equipment_hits', companyId, term, limit, cap),
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
