import {
  assignmentMessages as m,
  can,
  checkOutBlocker,
  effectiveToday,
  equipmentMessages,
  isPersonType,
  isSelfCheckOut,
  mayCheckIn,
  type AssignmentResult,
  type CheckInInput,
  type CheckOutBlocker,
  type CheckOutValues,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { notify } from '../notifications/index.ts';
import { toAssignment } from './assignments.mapper.ts';
import * as repo from './assignments.repo.ts';

const activeKey = 'asset_assignments_active_key';
const isActiveKeyViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: string }).code === '23505' &&
  (err as { constraint?: string }).constraint === activeKey;

const alreadyAssigned = () =>
  new AppError('CONFLICT', m.alreadyAssigned, { details: { title: m.alreadyAssignedTitle, reason: 'assigned' } });
const unavailableText: Record<Exclude<CheckOutBlocker, 'assigned'>, string> = {
  maintenance: m.underMaintenance,
  retired: m.retired,
  reserved: m.reserved,
};

/** Who or what takes the machine, checked against the machine's company (another company's person or site is 404). */
async function holderOf(
  tx: Sql,
  companyId: string,
  input: CheckOutValues,
): Promise<{ userId: string | null; jobSiteId: string | null; name: string }> {
  if (isPersonType(input.assignedToType)) {
    const person = await repo.findPerson(tx, companyId, input.userId!);
    if (!person) throw notFound(m.personNotFound);
    return { userId: person.id, jobSiteId: null, name: person.name };
  }
  if (input.assignedToType === 'job_site') {
    const site = await repo.findJobSite(tx, companyId, input.jobSiteId!);
    if (!site) throw notFound(m.jobSiteNotFound);
    if (site.status !== 'active') throw new AppError('CONFLICT', m.jobSiteClosed);
    return { userId: null, jobSiteId: site.id, name: site.site_name };
  }
  return { userId: null, jobSiteId: null, name: input.name! };
}

/**
 * spec 02 §4 Check-out, in one transaction: the machine's row is locked first (ADR 0019), its availability checked
 * (held, under maintenance, retired, reserved by someone else now), then the assignment inserted and the machine's
 * assignment columns set. The partial unique index settles any race the lock did not (409 either way).
 */
export async function checkOut(tx: Sql, scope: Scope, input: CheckOutValues): Promise<AssignmentResult> {
  // ADR 0008: anyone may take a machine themselves; checking out to another person or thing is for supervisors up.
  if (!isSelfCheckOut(input, scope.actorId) && !can(scope.role, 'assignments.manage')) throw new AppError('FORBIDDEN', m.onlyToYourself);
  const today = effectiveToday(new Date(), input.today);
  if (input.expectedReturnDate !== null && input.expectedReturnDate < today) throw new AppError('VALIDATION', m.returnDateInPast);
  const equipment = await repo.lockEquipment(tx, input.equipmentId, scope.companyId, today);
  if (!equipment) throw notFound(equipmentMessages.notFound);
  const companyId = equipment.company_id;
  const holder = await holderOf(tx, companyId, input);

  const active = await repo.findActiveForEquipment(tx, equipment.id, companyId);
  const owners = [scope.actorId, ...(holder.userId ? [holder.userId] : [])];
  const blocker = checkOutBlocker({
    status: equipment.status,
    assignmentStatus: active ? 'assigned' : equipment.assignment_status === 'assigned' ? 'available' : equipment.assignment_status,
    isArchived: equipment.archived_at !== null,
    hasOpenTask: equipment.has_open_task,
    reservedByOther: await repo.isReservedByOtherNow(tx, equipment.id, companyId, owners),
  });
  if (blocker === 'assigned') throw alreadyAssigned();
  if (blocker) throw new AppError('CONFLICT', unavailableText[blocker], { details: { title: m.unavailableTitle, reason: blocker } });

  let id: string;
  try {
    id = await repo.insertAssignment(tx, {
      companyId,
      equipmentId: equipment.id,
      type: input.assignedToType,
      userId: holder.userId,
      jobSiteId: holder.jobSiteId,
      name: holder.name,
      assignedBy: scope.actorId,
      expectedReturnDate: input.expectedReturnDate,
      notes: input.notes,
    });
  } catch (err) {
    if (isActiveKeyViolation(err)) throw alreadyAssigned();
    throw err;
  }
  await repo.setEquipmentHolder(tx, equipment.id, companyId, { status: 'assigned', userId: holder.userId, name: holder.name });
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'equipment_checked_out',
    entityType: 'equipment',
    entityId: equipment.id,
    details: {
      assignmentId: id,
      assignedToType: input.assignedToType,
      assignedTo: holder.name,
      expectedReturnDate: input.expectedReturnDate,
    },
  });
  if (holder.userId && holder.userId !== scope.actorId) {
    const by = (await repo.userName(tx, scope.actorId)) ?? 'a supervisor';
    await notify(tx, {
      kind: 'asset_checked_out',
      companyId,
      to: { userIds: [holder.userId] },
      type: 'info',
      title: m.checkedOutToYouTitle,
      message: m.checkedOutToYou(equipment.name, by),
      link: `/dashboard/equipment?id=${equipment.id}`,
    });
  }
  return { assignment: toAssignment((await repo.findAssignment(tx, id, companyId))!, today), message: m.assigned };
}

/**
 * spec 02 §4 Check-in: the active assignment becomes returned (time, returner, notes) and the machine available with no
 * holder. Offered to the holder; supervisors and up ('assignments.manage') also return what another holds.
 */
export async function checkIn(tx: Sql, scope: Scope, id: string, input: CheckInInput): Promise<AssignmentResult> {
  const found = await repo.findAssignment(tx, id, scope.companyId);
  if (!found) throw notFound(m.assignmentNotFound);
  // The machine's lock first, as every booking writer takes it (ADR 0019), then the assignment's own row.
  await repo.lockEquipment(tx, found.equipment_id, found.company_id, effectiveToday(new Date()));
  const assignment = (await repo.lockAssignment(tx, id, found.company_id))!;
  if (!mayCheckIn({ holderUserId: assignment.assigned_user_id }, scope.actorId, can(scope.role, 'assignments.manage'))) {
    throw new AppError('FORBIDDEN', m.notTheHolder);
  }
  if (assignment.status !== 'active') throw new AppError('CONFLICT', m.alreadyReturned);
  const companyId = assignment.company_id;
  await repo.markReturned(tx, id, companyId, {
    returnedBy: scope.actorId,
    returnedByName: await repo.userName(tx, scope.actorId),
    notes: input.returnNotes ?? null,
  });
  await repo.setEquipmentHolder(tx, assignment.equipment_id, companyId, { status: 'available', userId: null, name: null });
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'equipment_checked_in',
    entityType: 'equipment',
    entityId: assignment.equipment_id,
    details: { assignmentId: id, returnNotes: input.returnNotes ?? null },
  });
  const today = effectiveToday(new Date(), input.today);
  return { assignment: toAssignment((await repo.findAssignment(tx, id, companyId))!, today), message: m.returned };
}
