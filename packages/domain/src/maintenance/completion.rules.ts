/**
 * spec 02 §9: task completion rate = (tasks + repairs − overdue − pending repairs) / (tasks + repairs),
 * as a percentage with one decimal; 100.0 when there is nothing.
 */
export function completionRate(c: { tasks: number; repairs: number; overdueTasks: number; pendingRepairs: number }): number {
  const total = c.tasks + c.repairs;
  if (total <= 0) return 100;
  const done = total - c.overdueTasks - c.pendingRepairs;
  return Math.round((done / total) * 1000) / 10;
}

/** '87.5%' — always one decimal, as spec 02 §9 shows it. */
export const formatCompletionRate = (rate: number): string => `${rate.toFixed(1)}%`;
