import type { Role } from '../platform/roles.rules.ts';
import type { RepairAction } from './repair.rules.ts';

/**
 * Who may do what to a repair request. The spec leaves it open (spec 02 §6 lists the roles only);
 * we decide: approving or declining commits the company to the cost, so only the people who run
 * the company's work — client_admin, manager, supervisor — and the provider's gears_admin may do
 * it. Everyone, technicians included, may submit a repair and mark an approved one completed.
 */
export const repairDeciderRoles = ['gears_admin', 'client_admin', 'manager', 'supervisor'] as const satisfies readonly Role[];

/** The error a role that may not take the action gets (403). */
export const insufficientPermissions = 'Insufficient permissions';

export function canDecideRepair(role: string): boolean {
  return (repairDeciderRoles as readonly string[]).includes(role);
}

/** Whether `role` may take `action` on a repair request; the status rules (repair.rules.ts) apply on top. */
export function canActOnRepair(role: string, action: RepairAction | 'submit'): boolean {
  if (action === 'approve' || action === 'decline') return canDecideRepair(role);
  return (['gears_admin', 'client_admin', 'manager', 'supervisor', 'technician'] as const satisfies readonly Role[]).some((r) => r === role);
}
