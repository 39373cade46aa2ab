/**
 * What the register knows about an equipment's service (issue 13 item 7), read with each row:
 * - recordedLast / recordedNext: dates written on the equipment itself (an import from another system, the add form);
 * - lastCompletedOn: the latest completion date of its completed maintenance tasks;
 * - nextDueDate / nextDueHours: the earliest due date, and the lowest due hours, of its open (pending or in-progress)
 *   tasks. Cancelled tasks count for nothing.
 */
export type ServiceFacts = {
  recordedLast: string | null;
  recordedNext: string | null;
  lastCompletedOn: string | null;
  nextDueDate: string | null;
  nextDueHours: number | null;
};

export type ServiceDates = { lastServiceDate: string | null; nextServiceDate: string | null; nextServiceHours: number | null };

/**
 * Derived on every read, so they cannot go stale. Last service: the later of the recorded date and the latest
 * completion. Next service: the earliest open task's due date (an hours-based task also falls due at nextServiceHours,
 * whichever comes first); with no open task, the recorded next date only while the equipment has no completed task
 * either — once the register's own tasks have done the service, the old plan no longer stands.
 */
export function serviceDatesOf(f: ServiceFacts): ServiceDates {
  const lastServiceDate =
    f.recordedLast && f.lastCompletedOn
      ? f.recordedLast > f.lastCompletedOn
        ? f.recordedLast
        : f.lastCompletedOn
      : (f.recordedLast ?? f.lastCompletedOn);
  const nextServiceDate = f.nextDueDate ?? (f.lastCompletedOn === null ? f.recordedNext : null);
  return { lastServiceDate, nextServiceDate, nextServiceHours: f.nextDueDate === null ? null : f.nextDueHours };
}
