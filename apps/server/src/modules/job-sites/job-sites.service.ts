import {
  jobSiteMessages as m,
  planAssignmentChanges,
  type CreateJobSiteInput,
  type DeleteJobSiteResult,
  type EquipmentPlacement,
  type JobSiteDetail,
  type JobSitePage,
  type ListJobSitesQuery,
  type UpdateJobSiteInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { companyExists } from '../../platform/company.repo.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import * as assignmentsRepo from './assignments.repo.ts';
import {
  addMembers,
  placeEquipment,
  removeMembers,
  requireEquipment,
  requirePeople,
  unplaceEquipment,
  type MemberChoice,
  type SiteContext,
} from './assignments.service.ts';
import { toJobSite, toJobSiteDetail } from './job-sites.mapper.ts';
import * as repo from './job-sites.repo.ts';

/** Where links in notification emails point (PUBLIC_URL). */
export type Links = { publicUrl: string };

export async function requireSite(tx: Sql, scope: Scope, id: string): Promise<repo.JobSiteRow> {
  const row = await repo.findSite(tx, id, scope.companyId);
  if (!row) throw notFound(m.notFound);
  return row;
}

/** A site that may change: the caller's (else 404), locked for this transaction, and not closed (else 409). */
export async function requireOpenSite(tx: Sql, scope: Scope, id: string): Promise<repo.JobSiteRow> {
  const locked = await repo.lockSite(tx, id, scope.companyId);
  if (!locked) throw notFound(m.notFound);
  const row = (await repo.findSite(tx, id, locked.company_id))!;
  if (row.status === 'closed') throw new AppError('CONFLICT', m.siteClosed);
  return row;
}

export const contextOf = (scope: Scope, row: repo.JobSiteRow, links: Links): SiteContext => ({
  companyId: row.company_id,
  actorId: scope.actorId,
  site: { id: row.id, name: row.site_name, address: row.address },
  publicUrl: links.publicUrl,
});

export async function detailOf(tx: Sql, id: string, companyId: string): Promise<JobSiteDetail> {
  const row = (await repo.findSite(tx, id, companyId))!;
  return toJobSiteDetail(
    row,
    await assignmentsRepo.activeEquipment(tx, id, companyId),
    await assignmentsRepo.activeTeam(tx, id, companyId),
  );
}

export async function listSites(tx: Sql, scope: Scope, q: ListJobSitesQuery): Promise<JobSitePage> {
  const { rows, total } = await repo.listSites(tx, {
    companyId: readCompany(scope, q.companyId),
    search: q.search || undefined,
    status: q.status,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: rows.map(toJobSite), total };
}

export async function getSite(tx: Sql, scope: Scope, id: string): Promise<JobSiteDetail> {
  const row = await requireSite(tx, scope, id);
  return detailOf(tx, row.id, row.company_id);
}

/** The company's machines that are actively at a site, and which (the equipment picker's badge). */
export async function equipmentPlacements(tx: Sql, scope: Scope, companyId: string | undefined): Promise<{ items: EquipmentPlacement[] }> {
  const rows = await assignmentsRepo.placementsOf(tx, readCompany(scope, companyId), null);
  return { items: rows.map((r) => ({ equipmentId: r.equipment_id, jobSiteId: r.job_site_id, siteName: r.site_name })) };
}

/** Create Job Site (spec 02 §5) with its machines and team in one transaction. */
export async function createSite(tx: Sql, scope: Scope, input: CreateJobSiteInput, links: Links): Promise<JobSiteDetail> {
  const companyId = writeCompany(scope, input.companyId, 'Choose the company for this job site (companyId).');
  if (scope.companyId === null && !(await companyExists(tx, companyId))) throw notFound('Company not found');
  // Checked before the insert, so a bad id changes nothing.
  await requireEquipment(tx, companyId, input.equipmentIds);
  await requirePeople(
    tx,
    companyId,
    input.team.map((t) => t.userId),
  );
  const id = await repo.insertSite(tx, companyId, scope.actorId, {
    siteName: input.siteName,
    siteCode: input.siteCode,
    siteType: input.siteType,
    address: input.address,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    geofenceRadius: input.geofenceRadius,
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    notes: input.notes,
  });
  if (!id) throw new AppError('CONFLICT', m.duplicateCode);
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'job_site_created',
    entityType: 'job_site',
    entityId: id,
    details: { siteName: input.siteName, siteType: input.siteType },
  });
  const ctx: SiteContext = {
    companyId,
    actorId: scope.actorId,
    site: { id, name: input.siteName, address: input.address },
    publicUrl: links.publicUrl,
  };
  await placeEquipment(tx, ctx, input.equipmentIds, input.assignmentNotes);
  await addMembers(
    tx,
    ctx,
    input.team.map((t) => ({ ...t, notes: t.notes ?? input.assignmentNotes })),
  );
  return detailOf(tx, id, companyId);
}

/**
 * Edit Job Site. The facts change in place. A given selection of machines or people replaces the current one without
 * losing history (spec 02 §4 departure): only rows no longer selected end, only new ones are inserted, and a person who
 * stays keeps their row (a changed team role is changed on it).
 */
export async function updateSite(tx: Sql, scope: Scope, id: string, patch: UpdateJobSiteInput, links: Links): Promise<JobSiteDetail> {
  const row = await requireOpenSite(tx, scope, id);
  const companyId = row.company_id;
  if (patch.equipmentIds) await requireEquipment(tx, companyId, patch.equipmentIds);
  if (patch.team) {
    await requirePeople(
      tx,
      companyId,
      patch.team.map((t) => t.userId),
    );
  }
  if (patch.siteCode) {
    const holder = await repo.siteHoldingCode(tx, companyId, patch.siteCode);
    if (holder && holder.id !== id) throw new AppError('CONFLICT', m.duplicateCode);
  }
  const { equipmentIds, team, assignmentNotes, ...facts } = patch;
  const changed = Object.keys(facts).filter((k) => facts[k as keyof typeof facts] !== undefined);
  try {
    await repo.updateSite(tx, id, companyId, facts);
  } catch (err) {
    // The code was taken by a concurrent request between the check and the write.
    if ((err as { code?: string }).code === '23505') throw new AppError('CONFLICT', m.duplicateCode);
    throw err;
  }
  if (changed.length > 0) {
    await recordActivity(tx, {
      companyId,
      userId: scope.actorId,
      action: 'job_site_updated',
      entityType: 'job_site',
      entityId: id,
      details: { siteName: facts.siteName ?? row.site_name, fields: changed },
    });
  }
  const ctx = contextOf(
    scope,
    { ...row, site_name: facts.siteName ?? row.site_name, address: facts.address === undefined ? row.address : facts.address },
    links,
  );
  if (equipmentIds) {
    const current = new Map((await assignmentsRepo.activeEquipment(tx, id, companyId)).map((e) => [e.equipment_id, true]));
    const plan = planAssignmentChanges(current, new Map(equipmentIds.map((e) => [e, true])));
    await unplaceEquipment(tx, ctx, plan.remove);
    await placeEquipment(tx, ctx, plan.add, assignmentNotes ?? null);
  }
  if (team) {
    const current = (await assignmentsRepo.activeTeam(tx, id, companyId)).map((r) => r.user_id);
    const selected = new Set(team.map((t) => t.userId));
    await removeMembers(
      tx,
      ctx,
      current.filter((u) => !selected.has(u)),
    );
    await addMembers(
      tx,
      ctx,
      team.map((t) => ({ ...t, notes: t.notes ?? assignmentNotes ?? null })),
    );
  }
  return detailOf(tx, id, companyId);
}

/**
 * Delete Job Site. A site with any assignment on record is closed instead (status closed, its active assignments
 * ended, its history kept — DESIGN §6); a site without history is deleted. The answer says which.
 */
export async function deleteSite(tx: Sql, scope: Scope, id: string): Promise<DeleteJobSiteResult> {
  const locked = await repo.lockSite(tx, id, scope.companyId);
  if (!locked) throw notFound(m.notFound);
  const row = (await repo.findSite(tx, id, locked.company_id))!;
  const assignments = await repo.countHistory(tx, id, row.company_id);
  const base = { companyId: row.company_id, userId: scope.actorId, entityType: 'job_site', entityId: id };
  if (assignments > 0) {
    if (row.status !== 'closed') {
      await repo.closeSite(tx, id, row.company_id, scope.actorId);
      await recordActivity(tx, {
        ...base,
        action: 'job_site_closed',
        details: { siteName: row.site_name, assignments, endedEquipment: row.equipment_count, endedTeam: row.team_count },
      });
    }
    return { outcome: 'closed', assignments, message: m.closedBecauseHistory(row.site_name, assignments) };
  }
  await repo.deleteSite(tx, id, row.company_id);
  await recordActivity(tx, { ...base, action: 'job_site_deleted', details: { siteName: row.site_name, siteCode: row.site_code } });
  return { outcome: 'deleted', assignments: 0, message: m.deletedNoHistory(row.site_name) };
}

/** Assign machines to a site (spec 02 §6 upsert), all or none. */
export async function assignEquipment(
  tx: Sql,
  scope: Scope,
  id: string,
  input: { equipmentIds: string[]; notes: string | null },
  links: Links,
): Promise<JobSiteDetail> {
  const row = await requireOpenSite(tx, scope, id);
  await placeEquipment(tx, contextOf(scope, row, links), input.equipmentIds, input.notes);
  return detailOf(tx, id, row.company_id);
}

/** Places machines on an open site without answering its detail: the import's batches (issue 19 item 7). */
export async function placeOnSite(tx: Sql, scope: Scope, id: string, equipmentIds: string[], links: Links): Promise<string[]> {
  const row = await requireOpenSite(tx, scope, id);
  return placeEquipment(tx, contextOf(scope, row, links), equipmentIds, null);
}

export async function removeEquipment(tx: Sql, scope: Scope, id: string, equipmentId: string, links: Links): Promise<JobSiteDetail> {
  const row = await requireOpenSite(tx, scope, id);
  const ended = await unplaceEquipment(tx, contextOf(scope, row, links), [equipmentId]);
  if (ended.length === 0) throw notFound(m.notAssigned);
  return detailOf(tx, id, row.company_id);
}

export async function assignTeam(tx: Sql, scope: Scope, id: string, members: MemberChoice[], links: Links): Promise<JobSiteDetail> {
  const row = await requireOpenSite(tx, scope, id);
  await addMembers(tx, contextOf(scope, row, links), members);
  return detailOf(tx, id, row.company_id);
}

export async function removeMember(tx: Sql, scope: Scope, id: string, userId: string, links: Links): Promise<JobSiteDetail> {
  const row = await requireOpenSite(tx, scope, id);
  const ended = await removeMembers(tx, contextOf(scope, row, links), [userId]);
  if (ended.length === 0) throw notFound(m.memberNotAssigned);
  return detailOf(tx, id, row.company_id);
}
