import { siteMatcher, type SiteMatcher } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { placeOnSite } from '../job-sites/index.ts';
import * as repo from './csv-import.repo.ts';

/** Where a file's Location may point: the company's open job sites by name, or null when it has none. */
export async function loadSiteMatcher(tx: Sql, companyId: string): Promise<SiteMatcher | null> {
  const sites = await repo.openSites(tx, companyId);
  return sites.length ? siteMatcher(sites) : null;
}

/**
 * Issue 19 item 7: the batch's new machines whose Location names an open job site of their company are placed there,
 * through the job-sites module, as the equipment detail shows them. Sites are taken in id order, so two batches in
 * flight lock them alike. A site closed meanwhile is a notice; its machines keep the Location text only.
 */
export async function placeImported(
  tx: Sql,
  scope: Scope,
  rows: { equipmentId: string; siteId: string; location: string }[],
  links: { publicUrl: string },
  notices: string[],
): Promise<number> {
  const bySite = new Map<string, { ids: string[]; location: string }>();
  for (const r of rows) {
    const site = bySite.get(r.siteId);
    if (site) site.ids.push(r.equipmentId);
    else bySite.set(r.siteId, { ids: [r.equipmentId], location: r.location });
  }
  let placed = 0;
  for (const siteId of [...bySite.keys()].sort()) {
    const { ids, location } = bySite.get(siteId)!;
    try {
      placed += (await repo.inSavepoint(tx, () => placeOnSite(tx, scope, siteId, ids, links))).length;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const notice = `Job site "${location.trim()}": ${err.message} Its machines keep the Location text.`;
      if (!notices.includes(notice)) notices.push(notice);
    }
  }
  return placed;
}
