import { equipmentMessages, jobSiteMessages as m, planAssignmentChanges, teamRoleLabels, type TeamRole } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './assignments.repo.ts';

/** Who acts on which site, and where links in emails point. */
export type SiteContext = {
  companyId: string;
  actorId: string;
  site: { id: string; name: string; address: string | null };
  publicUrl: string;
};
export type MemberChoice = { userId: string; role: TeamRole; notes: string | null };

export const jobSitePath = (id: string) => `/dashboard/job-sites?id=${encodeURIComponent(id)}`;

/** Every id must be a live machine of the site's company; another company's (or an unknown) id is 404. */
export async function requireEquipment(tx: Sql, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const found = await repo.companyEquipment(tx, companyId, ids);
  if (found.length !== ids.length) throw notFound(equipmentMessages.notFound);
  return new Map(found.map((e) => [e.id, e.name]));
}

/** Every id must be an enabled person of the site's company; anyone else is 404. */
export async function requirePeople(tx: Sql, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const found = await repo.companyPeople(tx, companyId, ids);
  if (found.length !== ids.length) throw notFound(m.teamMemberNotFound);
  return new Map(found.map((p) => [p.id, p.name]));
}

/**
 * Puts machines on the site. A machine actively at another site is refused (409, spec 02 §5 note); one already here is
 * left as it is. The partial unique index settles a race with a concurrent assignment elsewhere: the insert that loses
 * inserts nothing, and the request is refused the same way. Returns the machines newly placed.
 */
export async function placeEquipment(tx: Sql, ctx: SiteContext, ids: string[], notes: string | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const names = await requireEquipment(tx, ctx.companyId, ids);
  const placements = await repo.placementsOf(tx, ctx.companyId, ids);
  if (placements.some((p) => p.job_site_id !== ctx.site.id)) throw new AppError('CONFLICT', m.equipmentAtAnotherSite);
  const here = new Set(placements.map((p) => p.equipment_id));
  const wanted = ids.filter((id) => !here.has(id));
  const inserted = await repo.insertEquipmentAssignments(tx, {
    companyId: ctx.companyId,
    siteId: ctx.site.id,
    equipmentIds: wanted,
    notes,
    actorId: ctx.actorId,
  });
  if (inserted.length !== wanted.length) throw new AppError('CONFLICT', m.equipmentAtAnotherSite);
  if (inserted.length > 0) {
    await logSiteActivity(tx, ctx, 'job_site_equipment_assigned', {
      siteName: ctx.site.name,
      equipment: inserted.map((id) => ({ id, name: names.get(id) })),
    });
  }
  return inserted;
}

/** Takes machines off the site; their rows stay as history. */
export async function unplaceEquipment(tx: Sql, ctx: SiteContext, ids: string[]): Promise<string[]> {
  const ended = await repo.endEquipmentAssignments(tx, {
    companyId: ctx.companyId,
    siteId: ctx.site.id,
    equipmentIds: ids,
    actorId: ctx.actorId,
  });
  if (ended.length > 0) {
    await logSiteActivity(tx, ctx, 'job_site_equipment_removed', { siteName: ctx.site.name, equipmentIds: ended });
  }
  return ended;
}

/**
 * Adds people to the site, or changes the team role of someone already on it (their row is kept). Newly assigned people
 * get an in-app notification and the 'send-job-site-notification' email (spec 02 §6), in this transaction.
 */
export async function addMembers(tx: Sql, ctx: SiteContext, members: MemberChoice[]): Promise<{ added: string[]; changed: string[] }> {
  if (members.length === 0) return { added: [], changed: [] };
  const names = await requirePeople(
    tx,
    ctx.companyId,
    members.map((x) => x.userId),
  );
  const current = new Map((await repo.activeTeam(tx, ctx.site.id, ctx.companyId)).map((r) => [r.user_id, r.role]));
  const selected = new Map(members.map((x) => [x.userId, x.role as string]));
  const plan = planAssignmentChanges(current, selected);
  const added = await repo.insertTeamAssignments(tx, {
    companyId: ctx.companyId,
    siteId: ctx.site.id,
    members: members.filter((x) => plan.add.includes(x.userId)),
    actorId: ctx.actorId,
  });
  for (const userId of plan.change) {
    await repo.setTeamRole(tx, { companyId: ctx.companyId, siteId: ctx.site.id, userId, role: selected.get(userId)! });
  }
  if (added.length + plan.change.length > 0) {
    await logSiteActivity(tx, ctx, 'job_site_team_assigned', {
      siteName: ctx.site.name,
      added: added.map((id) => ({ id, name: names.get(id), role: selected.get(id) })),
      roleChanged: plan.change.map((id) => ({ id, name: names.get(id), from: current.get(id), to: selected.get(id) })),
    });
  }
  for (const userId of added) await notifyAssigned(tx, ctx, userId, selected.get(userId) as TeamRole);
  return { added, changed: plan.change };
}

/** Ends people's rows on the site (kept as history). */
export async function removeMembers(tx: Sql, ctx: SiteContext, userIds: string[]): Promise<string[]> {
  const ended = await repo.endTeamAssignments(tx, { companyId: ctx.companyId, siteId: ctx.site.id, userIds, actorId: ctx.actorId });
  if (ended.length > 0) {
    await logSiteActivity(tx, ctx, 'job_site_team_removed', { siteName: ctx.site.name, userIds: ended });
  }
  return ended;
}

/** spec 02 §6 send-job-site-notification {job_site, team_member_ids, action 'assigned'}: a bell notice and an email. */
async function notifyAssigned(tx: Sql, ctx: SiteContext, userId: string, role: TeamRole): Promise<void> {
  if (userId === ctx.actorId) return; // Who assigns themselves needs no notice of it.
  const link = jobSitePath(ctx.site.id);
  const title = `Assigned to job site: ${ctx.site.name}`;
  const where = ctx.site.address ? ` at ${ctx.site.address}` : '';
  const message = `You were assigned to ${ctx.site.name}${where} as ${teamRoleLabels[role].toLowerCase()}.`;
  await notify(tx, {
    kind: 'site_assigned',
    companyId: ctx.companyId,
    to: { userIds: [userId] },
    type: 'info',
    title,
    message,
    link,
    email: (r) => ({
      subject: title,
      template: 'send-job-site-notification',
      text: `Hello ${r.name},\n\n${message}\n\nOpen the job site in GEARS Portal: ${ctx.publicUrl}${link}\n`,
    }),
  });
}

/** One activity-log row about the site, by the acting person (every assignment change writes one). */
function logSiteActivity(tx: Sql, ctx: SiteContext, action: string, details: Record<string, unknown>): Promise<void> {
  return recordActivity(tx, {
    companyId: ctx.companyId,
    userId: ctx.actorId,
    action,
    entityType: 'job_site',
    entityId: ctx.site.id,
    details,
  });
}
