import { withArticle } from '../platform/words.rules.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** spec 02 §5 and §8: maintenance and repair messages, written once for server and web. */
export const maintenanceMessages = {
  missingInformation: 'Missing information: Maintenance title and due date are required',
  taskCreated: 'Task Created',
  creationFailed: 'Creation Failed',
  noTeamMembers: 'No team members found in your company.',
  noCompany: 'No company found for user',
  taskNotFound: 'Task not found',
  memberNotFound: 'Team member not found',
  badDate: 'Use a date like 2026-03-09',
  dueDateInPast: 'The due date cannot be in the past',
  hoursIntervalPositive: 'The hours interval must be greater than 0',
  hoursIntervalTooLarge: 'The hours interval is too large',
  recurrenceNeedsHours: 'An hours-based schedule needs an hours interval',
  hoursNeedRecurrence: 'Choose a recurrence to use an hours interval',
  hoursNeedEquipment: 'An hours-based schedule needs an equipment',
  recurrenceNotForRepairs: 'Recurrence applies only to maintenance, not to repairs',
  kindDoesNotFitType: 'That type of work does not match maintenance or repair',
  useCompleteAction: 'Complete a task with the complete action',
  statusChange: (from: string, to: string) =>
    `${capitalize(withArticle(`${from.replace('_', ' ')} task`))} cannot become ${to.replace('_', ' ')}.`,
  finishedTaskLocked: 'A completed or cancelled task can only have its notes changed.',
  taskHasPartsUsed: 'Parts were used on this task, so it is kept for the stock ledger. Cancel it instead.',
  taskCompleted: 'Task completed',
  nextScheduled: (date: string) => `Task completed. The next one is due ${date}.`,
  bulkComplete: 'Bulk Maintenance Scheduling Complete',
  selectEquipment: 'Please select equipment first to perform this operation.',
  titleRequired: 'Title is required',
  meterBelowCurrent: (current: number) => `A meter reading cannot be lower than the current hours (${current}).`,
  meterRecorded: 'Meter reading recorded',
  repairNotFound: 'Repair request not found',
  repairNeedsEquipment: 'Choose the equipment to repair',
  repairSubmitted: 'Repair request submitted successfully',
  repairApproved: 'Repair request approved successfully',
  repairDeclined: 'Repair request declined successfully',
  repairCompleted: 'Repair marked as completed',
  repairSubmitFailed: 'Failed to submit repair request',
  repairApproveFailed: 'Failed to approve repair request',
  repairDeclineFailed: 'Failed to decline repair request',
  repairCompleteFailed: 'Failed to complete repair',
  /** Same status again: "already approved"; another: "A declined repair request cannot be approved." */
  repairTransition: (status: string, action: string) => {
    const done = action === 'complete' ? 'completed' : `${action}d`;
    return status === done
      ? `This repair request is already ${done}.`
      : `${capitalize(withArticle(`${status} repair request`))} cannot be ${done}.`;
  },
  /** A provider admin outside impersonation creating a task without an equipment names the company. */
  chooseTaskCompany: 'Choose the company for this task (companyId).',
  attachmentTypes: 'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.',
} as const;
