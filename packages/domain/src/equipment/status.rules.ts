/**
 * One equipment status vocabulary (ADR 0003). spec 02 §4 lists two: the add form's
 * operational / maintenance / repair / out_of_service / retired and the other schemas'
 * active / idle / maintenance / retired (+ inactive in the import and filter). Stored values
 * are the union with `operational` folded into `active`; GPS states such as signal_lost are
 * derived from tracker data, never stored (DESIGN §6).
 */
export const equipmentStatuses = ['active', 'idle', 'maintenance', 'repair', 'out_of_service', 'inactive', 'retired'] as const;
export type EquipmentStatus = (typeof equipmentStatuses)[number];

export const defaultEquipmentStatus: EquipmentStatus = 'active';

export const equipmentStatusLabels: Record<EquipmentStatus, string> = {
  active: 'Active',
  idle: 'Idle',
  maintenance: 'Under Maintenance',
  repair: 'Needs Repair',
  out_of_service: 'Out of Service',
  inactive: 'Inactive',
  retired: 'Retired',
};

/** spec 02 §4: active green, idle yellow, signal_lost red, any other grey. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';
export function statusTone(status: string): StatusTone {
  if (status === 'active') return 'green';
  if (status === 'idle') return 'yellow';
  if (status === 'signal_lost') return 'red';
  return 'grey';
}

/** Old and alternative spellings accepted on input (CSV import, older exports), mapped to the stored value. */
const statusAliases: Record<string, EquipmentStatus> = {
  operational: 'active',
  'in service': 'active',
  'under maintenance': 'maintenance',
  'in maintenance': 'maintenance',
  'needs repair': 'repair',
  'out of service': 'out_of_service',
};

/** Case-insensitive; spaces, hyphens and underscores are interchangeable. null when not a known status. */
export function normalizeStatus(raw: string): EquipmentStatus | null {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (!key) return null;
  const underscored = key.replace(/ /g, '_');
  if ((equipmentStatuses as readonly string[]).includes(underscored)) return underscored as EquipmentStatus;
  return statusAliases[key] ?? null;
}

export const availabilities = ['Available', 'Assigned', 'Reserved', 'On Site', 'Maintenance', 'Inactive'] as const;
export type Availability = (typeof availabilities)[number];

export type AvailabilityInput = {
  status: string;
  /**
   * Maintenance in hand (maintenance module): a task in progress, or a pending one that is due (date or hours reached).
   * spec 02 §4 counts any pending task; with recurring schedules every machine always has one, so the label would
   * say Maintenance for the whole fleet.
   */
  hasOpenTask?: boolean;
  /** An active job-site assignment exists (job-sites module). */
  hasJobSite?: boolean;
  assignmentStatus?: string | null;
  /** An active or confirmed reservation covers now (reservations module). */
  hasActiveReservation?: boolean;
  /** Archived (kept for its history, DESIGN §6): out of the register, so never available. */
  isArchived?: boolean;
};

/** spec 02 §4 availability label, first match wins. */
export function availabilityOf(e: AvailabilityInput): Availability {
  if (e.isArchived) return 'Inactive';
  if (e.status === 'maintenance' || e.status === 'repair' || e.status === 'out_of_service' || e.hasOpenTask) return 'Maintenance';
  if (e.hasJobSite) return 'On Site';
  if (e.status === 'inactive' || e.status === 'retired') return 'Inactive';
  if (e.assignmentStatus === 'assigned') return 'Assigned';
  if (e.hasActiveReservation || e.assignmentStatus === 'reserved') return 'Reserved';
  return 'Available';
}

/** spec 02 §4: lifecycle stage from the condition rating (1-3, 4-5, 6-8, 9-10); retired equipment stays retired. */
export type LifecycleStage = 'new' | 'active' | 'maintenance_required' | 'near_replacement' | 'retired';
export const lifecycleStages = ['new', 'active', 'maintenance_required', 'near_replacement', 'retired'] as const;

export function lifecycleStageOf(rating: number | null, status?: string): LifecycleStage | null {
  if (status === 'retired') return 'retired';
  if (rating === null || !Number.isFinite(rating)) return null;
  if (rating <= 3) return 'near_replacement';
  if (rating <= 5) return 'maintenance_required';
  if (rating <= 8) return 'active';
  return 'new';
}
