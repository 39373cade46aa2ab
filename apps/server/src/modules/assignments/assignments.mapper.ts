import { assignmentDisplayStatusOf, isAssignmentOverdue, type AssetAssignment, type AssignToType, type CurrentHolder } from '@gears/domain';
import type { AssignmentRow } from './assignments.repo.ts';

const iso = (v: Date | null): string | null => (v === null ? null : new Date(v).toISOString());
const facts = (row: AssignmentRow) => ({ status: row.status, expectedReturnDate: row.expected_return_date });

/** The API's view of an assignment; overdue is derived against the caller's today. */
export function toAssignment(row: AssignmentRow, today: string): AssetAssignment {
  return {
    id: row.id,
    companyId: row.company_id,
    equipment: { id: row.equipment_id, name: row.equipment_name, model: row.equipment_model, serial: row.equipment_serial },
    assignedToType: row.assigned_to_type as AssignToType,
    assignedToName: row.assigned_to_name,
    assignedUserId: row.assigned_user_id,
    jobSiteId: row.job_site_id,
    assignedBy: row.assigned_by ? { id: row.assigned_by, name: row.assigned_by_name ?? '' } : null,
    assignedAt: iso(row.assigned_at)!,
    expectedReturnDate: row.expected_return_date,
    notes: row.assignment_notes,
    status: assignmentDisplayStatusOf(facts(row), today),
    isOverdue: isAssignmentOverdue(facts(row), today),
    returnedAt: iso(row.returned_at),
    returnedBy: row.returned_by || row.returned_by_name ? { id: row.returned_by, name: row.returned_by_name ?? '' } : null,
    returnNotes: row.return_notes,
  };
}

export function toCurrentHolder(row: AssignmentRow, today: string): CurrentHolder {
  return {
    assignmentId: row.id,
    assignedToType: row.assigned_to_type as AssignToType,
    name: row.assigned_to_name,
    userId: row.assigned_user_id,
    since: iso(row.assigned_at)!,
    expectedReturnDate: row.expected_return_date,
    isOverdue: isAssignmentOverdue(facts(row), today),
  };
}
