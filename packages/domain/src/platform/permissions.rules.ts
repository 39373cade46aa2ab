import type { Role } from './roles.rules.ts';

/**
 * What a signed-in person may do, by role (DESIGN §6, ADR 0008). Reading is open to every role of the company;
 * the table names the acts. The server refuses everything the table does not grant (route-permissions.ts);
 * the web hides it (useCan). Status rules, tenant scope and plan features apply on top.
 */
export const actions = [
  'account.self',
  'equipment.read',
  'equipment.create',
  'equipment.edit',
  'equipment.editFinancials',
  'equipment.delete',
  'equipment.import',
  'customFields.manage',
  'equipment.linkDocuments',
  'scans.create',
  'scans.delete',
  'scans.clearHistory',
  'tasks.create',
  'tasks.workOwn',
  'tasks.edit',
  'tasks.completeAny',
  'tasks.delete',
  'repairs.submit',
  'repairs.decide',
  'repairs.complete',
  'meter.record',
  'parts.read',
  'parts.edit',
  'parts.editCost',
  'parts.delete',
  'stock.use',
  'stock.receiveAdjust',
  'quotes.read',
  'quotes.request',
  'quotes.delete',
  'quotes.respond',
  'quotes.price',
  'ledger.read',
  'ledger.manage',
  'invoices.pay',
  'team.read',
  'team.manage',
  'billing.read',
  'billing.manage',
  'company.read',
  'company.settings',
  'reviews.write',
  'jobSites.manage',
  'assignments.checkOut',
  'assignments.manage',
  'reservations.create',
  'reservations.decide',
  'lifecycle.edit',
  'fleet.manageSources',
  'fleet.assignTrackers',
  'fleet.acknowledgeAlerts',
  'fleet.recordCosts',
  'fleet.recordSensors',
  'notes.read',
  'notes.create',
  'notes.manageAll',
  'admin.provider',
  'admin.impersonate',
] as const;
export type Action = (typeof actions)[number];

const everyone = ['gears_admin', 'client_admin', 'manager', 'supervisor', 'technician'] as const satisfies readonly Role[];
const supervisorsUp = ['gears_admin', 'client_admin', 'manager', 'supervisor'] as const satisfies readonly Role[];
const managersUp = ['gears_admin', 'client_admin', 'manager'] as const satisfies readonly Role[];
const companyAdmin = ['gears_admin', 'client_admin'] as const satisfies readonly Role[];
const providerOnly = ['gears_admin'] as const satisfies readonly Role[];

/**
 * The one table. Technicians do field work: scan, read, create tasks and repair requests, work and complete their own
 * tasks, record meter readings and stock use — no deletes, no financial fields, no company-wide clears. Supervisors run
 * the crew's work: any task, repair decisions, receiving stock, equipment and parts without money fields, quote
 * requests. Managers run the fleet: money fields, deletes, imports, accepting quotes, paying invoices. The client admin
 * has all of that plus the team, billing, company settings and company-wide clears. Provider staff (gears_admin) may do everything,
 * also while impersonating; provider-only work (pricing quotes, the ledger, the admin console) is theirs alone.
 */
export const permissions: Record<Action, readonly Role[]> = {
  'account.self': everyone,
  'equipment.read': everyone,
  'equipment.create': supervisorsUp,
  'equipment.edit': supervisorsUp,
  'equipment.editFinancials': managersUp,
  'equipment.delete': managersUp,
  'equipment.import': managersUp,
  // Issue 19 item 4. Which custom fields the company keeps (and the plan slots they take) is a fleet decision, as imports
  // are: managers up. Filling a field in on a machine is an equipment edit.
  'customFields.manage': managersUp,
  // Linking quotes, invoices and sales orders to a machine (Business tab, ADR 0031) files financial records: managers up.
  'equipment.linkDocuments': managersUp,
  'scans.create': everyone,
  'scans.delete': supervisorsUp,
  'scans.clearHistory': companyAdmin,
  'tasks.create': everyone,
  'tasks.workOwn': everyone,
  'tasks.edit': supervisorsUp,
  'tasks.completeAny': supervisorsUp,
  'tasks.delete': supervisorsUp,
  'repairs.submit': everyone,
  'repairs.decide': supervisorsUp,
  'repairs.complete': everyone,
  'meter.record': everyone,
  'parts.read': everyone,
  'parts.edit': supervisorsUp,
  'parts.editCost': managersUp,
  'parts.delete': managersUp,
  'stock.use': everyone,
  'stock.receiveAdjust': supervisorsUp,
  'quotes.read': everyone,
  'quotes.request': supervisorsUp,
  'quotes.delete': managersUp,
  'quotes.respond': managersUp,
  'quotes.price': providerOnly,
  'ledger.read': everyone,
  'ledger.manage': providerOnly,
  'invoices.pay': managersUp,
  'team.read': everyone,
  'team.manage': companyAdmin,
  'billing.read': everyone,
  'billing.manage': companyAdmin,
  'company.read': everyone,
  'company.settings': companyAdmin,
  'reviews.write': managersUp,
  // Issue 15. Sites and crews are run by supervisors. Anyone may check a machine out to themselves and return what they
  // hold, or book one; checking out to someone else, returning what another holds and confirming or cancelling others'
  // bookings is for supervisors up. Condition and value (Lifecycle tab) are money and fleet decisions: managers up.
  'jobSites.manage': supervisorsUp,
  'assignments.checkOut': everyone,
  'assignments.manage': supervisorsUp,
  'reservations.create': everyone,
  'reservations.decide': supervisorsUp,
  'lifecycle.edit': managersUp,
  // Issue 16. Tracker sources hold provider credentials and ingest secrets: managers up. Putting a tracker on a machine
  // and acknowledging fleet alerts is the crew lead's work: supervisors up. Operational costs are money: managers up.
  // Anyone in the field may record a sensor reading, as they record meter readings.
  'fleet.manageSources': managersUp,
  'fleet.assignTrackers': supervisorsUp,
  'fleet.acknowledgeAlerts': supervisorsUp,
  'fleet.recordCosts': managersUp,
  'fleet.recordSensors': everyone,
  // Issue 18. Everyone keeps notes, photo notes and image analysis of their own work (spec 02 §6: ordinary users see
  // only their own notes). Seeing, editing and deleting everyone's notes in the company is the company admin's and
  // provider staff's (spec 02 §6, DESIGN §4 "own notes only, except admins"); notes/visibility.rules.ts applies it.
  'notes.read': everyone,
  'notes.create': everyone,
  'notes.manageAll': companyAdmin,
  'admin.provider': providerOnly,
  'admin.impersonate': providerOnly,
};

/** Whether `role` may take `action`. An unknown or missing role may do nothing. */
export function can(role: string | null | undefined, act: Action): boolean {
  return (permissions[act] as readonly string[]).includes(role ?? '');
}

/** The answer (403) for an action the role may not take, unless the action has its own message (permission-messages.ts). */
export const insufficientPermissions = 'Insufficient permissions';

/** Money fields of an equipment record: changing any of them needs 'equipment.editFinancials'. */
export const equipmentFinancialFields = [
  'purchasePrice',
  'currentValue',
  'depreciationRate',
  'replacementCostEstimate',
  'lastValuationDate',
] as const;
export type EquipmentFinancialField = (typeof equipmentFinancialFields)[number];

/**
 * Which of `fields` a patch changes (present and different from the stored value). Sending a money field back unchanged
 * — a form that posts everything — needs no permission; changing it does.
 */
export function changedFields<K extends string>(
  fields: readonly K[],
  before: Partial<Record<K, unknown>>,
  patch: Partial<Record<K, unknown>>,
): K[] {
  return fields.filter((f) => patch[f] !== undefined && (patch[f] ?? null) !== (before[f] ?? null));
}

/**
 * A task is the caller's own when it is assigned to them, or nobody is assigned and they created it ('tasks.workOwn':
 * start it, add notes, complete it). Anyone else's needs 'tasks.edit' / 'tasks.completeAny'.
 */
export function isOwnTask(task: { isMine: boolean; assignees: readonly unknown[]; createdBy: string | null }, actorId: string): boolean {
  return task.isMine || (task.assignees.length === 0 && task.createdBy === actorId);
}

/** The fields 'tasks.workOwn' may change on one's own task: its progress and notes, not its plan. */
export const ownTaskFields = ['status', 'notes'] as const;
/** The statuses 'tasks.workOwn' may set: start it or put it back; cancelling is the planner's call. */
export const ownTaskStatuses = ['pending', 'in_progress'] as const;
