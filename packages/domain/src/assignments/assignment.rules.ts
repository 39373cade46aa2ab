import type { IsoDate } from '../maintenance/dates.rules.ts';

/** spec 02 §3 asset_assignments.assigned_to_type; employee and team_member name a user of the company. */
export const assignToTypes = ['employee', 'team_member', 'job_site', 'project', 'location'] as const;
export type AssignToType = (typeof assignToTypes)[number];

export const assignToTypeLabels: Record<AssignToType, string> = {
  employee: 'Employee',
  team_member: 'Team member',
  job_site: 'Job site',
  project: 'Project',
  location: 'Location',
};

export const personAssignToTypes: readonly AssignToType[] = ['employee', 'team_member'];
export const isPersonType = (type: AssignToType): boolean => personAssignToTypes.includes(type);

/** Stored statuses are active and returned; overdue is derived from the expected return date (DESIGN §6). */
export const assignmentStates = ['active', 'returned'] as const;
export type AssignmentState = (typeof assignmentStates)[number];
export const assignmentDisplayStatuses = ['active', 'overdue', 'returned'] as const;
export type AssignmentDisplayStatus = (typeof assignmentDisplayStatuses)[number];

/** The list filters of the Assignments tab. */
export const assignmentFilters = ['active', 'overdue', 'returned', 'all'] as const;
export type AssignmentFilter = (typeof assignmentFilters)[number];

/** spec 02 §4: an active assignment whose expected return date has passed (today itself is not overdue). */
export function isAssignmentOverdue(a: { status: string; expectedReturnDate: IsoDate | null }, today: IsoDate): boolean {
  return a.status === 'active' && a.expectedReturnDate !== null && a.expectedReturnDate < today;
}

export function assignmentDisplayStatusOf(
  a: { status: string; expectedReturnDate: IsoDate | null },
  today: IsoDate,
): AssignmentDisplayStatus {
  if (a.status === 'returned') return 'returned';
  return isAssignmentOverdue(a, today) ? 'overdue' : 'active';
}

/**
 * spec 02 §4 Check-in, "offered only to the user the asset is assigned to"; supervisors and up ('assignments.manage',
 * ADR 0008) also return what another holds, e.g. a machine left on a site or signed out to a project.
 */
export function mayCheckIn(a: { holderUserId: string | null }, actorId: string, canManage: boolean): boolean {
  return canManage || (a.holderUserId !== null && a.holderUserId === actorId);
}

/** Check-out to oneself needs 'assignments.checkOut'; to anyone or anything else, 'assignments.manage'. */
export function isSelfCheckOut(input: { assignedToType: AssignToType; userId?: string | null }, actorId: string): boolean {
  return isPersonType(input.assignedToType) && input.userId === actorId;
}

export type CheckOutBlocker = 'assigned' | 'maintenance' | 'retired' | 'reserved';

export type CheckOutState = {
  status: string;
  /** 'assigned' when an active assignment exists (the asset_assignments row is the truth), else the equipment's column. */
  assignmentStatus: string;
  /** Archived equipment is out of the register (DESIGN §6). */
  isArchived: boolean;
  /** Maintenance work in hand: a task in progress, or one due today or earlier. */
  hasOpenTask: boolean;
  /** A confirmed reservation of someone else covers now. */
  reservedByOther: boolean;
};

/**
 * spec 02 §4 Check-out: "offered when the asset is available and not in maintenance or retired"; the reasons are
 * checked in the order the person can act on them: held by someone, under maintenance, retired, reserved.
 */
export function checkOutBlocker(s: CheckOutState): CheckOutBlocker | null {
  if (s.assignmentStatus === 'assigned') return 'assigned';
  const inService = s.status === 'maintenance' || s.status === 'repair' || s.status === 'out_of_service';
  if (inService || s.hasOpenTask || s.assignmentStatus === 'maintenance') return 'maintenance';
  if (s.isArchived || s.status === 'retired' || s.status === 'inactive' || s.assignmentStatus === 'retired') return 'retired';
  if (s.reservedByOther) return 'reserved';
  return null;
}
