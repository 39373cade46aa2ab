import { jobSiteSearchStatus, searchResultPath, siteTypeLabels, type SiteType } from '@gears/domain';
import { findHits } from '../../platform/search-hits.repo.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { jobSiteSearchRows } from './search.repo.ts';

/** Active job sites by name, code and address; an exact or leading site code ranks first (migration 0024). */
export const jobSiteSearchSource: SearchSource = {
  kind: 'job_site',
  readAction: 'equipment.read',
  findHits: (tx, companyId, term, limit, cap) => findHits(tx, 'search_job_site_hits', companyId, term, limit, cap),
  async loadResults(tx, ids) {
    const rows = await jobSiteSearchRows(tx, ids);
    const status = jobSiteSearchStatus();
    return rows.map((s) => ({
      kind: 'job_site' as const,
      id: s.id,
      title: s.site_name,
      subtitle: [siteTypeLabels[s.site_type as SiteType] ?? s.site_type, s.address].filter(Boolean).join(' · '),
      code: s.site_code,
      status: status.status,
      statusLabel: status.label,
      tone: status.tone,
      path: searchResultPath('job_site', s.id),
    }));
  },
};
