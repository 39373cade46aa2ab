import type { Availability } from '@gears/domain';

/**
 * The facts behind spec 02 §4's availability label, as SQL over `equipment e`: each an EXISTS on an index that leads
 * with the machine (maintenance_tasks by equipment, the partial unique indexes of the one active site and the one
 * active check-out, reservations by (company, equipment, start)). availabilityOf (packages/domain) turns the facts
 * into the label for one row; availabilityWhere below is the same rule, first match wins, as a filter.
 */
// Maintenance in hand: a task in progress, or a pending one that is due — its date reached or, for an hours-based
// schedule, its hours reached. A pending task due next month is not maintenance yet: with recurring schedules every
// machine always has one, and the label would read Maintenance for the whole fleet (the demo did). Check-out applies
// the same rule (assignments.repo lockEquipment).
const openTask = `exists (select 1 from maintenance_tasks t where t.company_id = e.company_id and t.equipment_id = e.id
    and (t.status = 'in_progress' or (t.status = 'pending' and (t.due_date <= current_date or t.due_hours <= e.hours))))`;
const onSite = `exists (select 1 from job_site_equipment_assignments j where j.equipment_id = e.id and j.company_id = e.company_id
    and j.status = 'active')`;
const checkedOut = `exists (select 1 from asset_assignments a where a.equipment_id = e.id and a.company_id = e.company_id
    and a.status = 'active')`;
// spec 02 §4 "Reserved (active or confirmed reservation)": a confirmed booking whose window holds now (active is
// derived from the clock, migration 0023).
const reservedNow = `exists (select 1 from asset_reservations r where r.company_id = e.company_id and r.equipment_id = e.id
    and r.status = 'confirmed' and r.start_at <= now() and r.end_at > now())`;

export const availabilityFacts = `${openTask} as has_open_task, ${onSite} as has_job_site,
  ${checkedOut} as has_active_assignment, ${reservedNow} as has_active_reservation`;

const maintenance = `(e.status in ('maintenance', 'repair', 'out_of_service') or ${openTask})`;
const inactive = `e.status in ('inactive', 'retired')`;
const assigned = `(e.assignment_status = 'assigned' or ${checkedOut})`;
const reserved = `(e.assignment_status = 'reserved' or ${reservedNow})`;
const live = 'e.archived_at is null';

/** The label's rule as a WHERE condition (no parameters: the label picks a constant fragment). */
export function availabilityWhere(label: Availability): string {
  switch (label) {
    case 'Maintenance':
      return `(${live} and ${maintenance})`;
    case 'On Site':
      return `(${live} and not ${maintenance} and ${onSite})`;
    case 'Inactive':
      return `(e.archived_at is not null or (not ${maintenance} and not ${onSite} and ${inactive}))`;
    case 'Assigned':
      return `(${live} and not ${maintenance} and not ${onSite} and not ${inactive} and ${assigned})`;
    case 'Reserved':
      return `(${live} and not ${maintenance} and not ${onSite} and not ${inactive} and not ${assigned} and ${reserved})`;
    case 'Available':
      return `(${live} and not ${maintenance} and not ${onSite} and not ${inactive} and not ${assigned} and not ${reserved})`;
  }
}
