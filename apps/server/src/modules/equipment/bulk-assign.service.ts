import { assignmentMessages, type BulkJobSiteInput, type BulkResult, type BulkTeamMemberInput } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import type { Scope } from '../../platform/scope.ts';
import { notFound } from '../../platform/errors.ts';
import { checkOut, findPerson } from '../assignments/index.ts';
import { assignEquipment, requireOpenSite } from '../job-sites/index.ts';
import { eachItem, type LogError } from './bulk.service.ts';
import { requireLiveEquipment } from './equipment.service.ts';

/**
 * spec 02 §7 Bulk assignment to a job site, item by item through the job-sites module's own assignment (the one active
 * site per machine is its unique index): a machine at another site fails with 'This equipment is already assigned to
 * another job site', the rest go on. The site is checked once first: another company's or a closed site refuses the
 * whole run (404 / 409) before anything is written.
 */
export async function bulkAssignJobSite(
  run: TxRunner,
  scope: Scope,
  input: BulkJobSiteInput,
  links: { publicUrl: string },
  log: LogError,
): Promise<BulkResult> {
  const site = await run((tx) => requireOpenSite(tx, scope, input.jobSiteId));
  return eachItem(run, input.ids, log, async (tx, id) => {
    const row = await requireLiveEquipment(tx, scope, id);
    await assignEquipment(tx, scope, site.id, { equipmentIds: [id], notes: null }, links);
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'equipment_bulk_assignment',
      entityType: 'equipment',
      entityId: id,
      details: { type: 'job_site', jobSiteId: site.id, to: site.site_name },
    });
  });
}

/**
 * spec 02 §7 Bulk assignment to a team member: a check-out to that person (assigned_to_type employee) per machine,
 * through the assignments module, so its rules hold: a machine already held fails with 'Asset is already assigned to
 * someone else', one under maintenance or retired with its reason.
 */
export async function bulkAssignTeamMember(run: TxRunner, scope: Scope, input: BulkTeamMemberInput, log: LogError): Promise<BulkResult> {
  // Another company's person refuses the whole run (404) before anything is written; the admin's all-company view has
  // no one company, so there each machine's check-out checks the person against that machine's company.
  const { companyId } = scope;
  if (companyId !== null && !(await run((tx) => findPerson(tx, companyId, input.userId))))
    throw notFound(assignmentMessages.personNotFound);
  return eachItem(run, input.ids, log, async (tx, id) => {
    const row = await requireLiveEquipment(tx, scope, id);
    const { assignment } = await checkOut(tx, scope, {
      equipmentId: id,
      assignedToType: 'employee',
      userId: input.userId,
      jobSiteId: null,
      name: null,
      expectedReturnDate: null,
      notes: null,
    });
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'equipment_bulk_assignment',
      entityType: 'equipment',
      entityId: id,
      details: { type: 'team_member', userId: input.userId, to: assignment.assignedToName },
    });
  });
}
