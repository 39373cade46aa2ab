import type { Action } from '../platform/permissions.rules.ts';

/**
 * Repair requests (spec 02 §4): submitted, then approved (optional comment and mechanic) or declined
 * (optional comment); an approved repair is completed. Counts treat submitted as pending and
 * completed as done.
 */
export const repairStatuses = ['submitted', 'approved', 'declined', 'completed'] as const;
export type RepairStatus = (typeof repairStatuses)[number];

export const repairActions = ['approve', 'decline', 'complete'] as const;
export type RepairAction = (typeof repairActions)[number];

/** The permission each action needs (ADR 0008): approving or declining commits the company to the cost. */
export const repairActionPermission: Record<RepairAction, Action> = {
  approve: 'repairs.decide',
  decline: 'repairs.decide',
  complete: 'repairs.complete',
};

export const repairStatusLabels: Record<RepairStatus, string> = {
  submitted: 'Pending approval',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Completed',
};

const moves: Record<RepairAction, { from: RepairStatus; to: RepairStatus }> = {
  approve: { from: 'submitted', to: 'approved' },
  decline: { from: 'submitted', to: 'declined' },
  complete: { from: 'approved', to: 'completed' },
};

/** The status an action leads to from `from`, or null when the action is not allowed there. */
export function repairTransition(from: RepairStatus, action: RepairAction): RepairStatus | null {
  return moves[action].from === from ? moves[action].to : null;
}

export const isPendingRepair = (status: string): boolean => status === 'submitted';
