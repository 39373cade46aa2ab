/** The assignments module's public face: what app.ts and other modules may use (ADR 0014). */
export { assignmentRoutes } from './assignments.routes.ts';
export { currentHolderOf } from './assignments.service.ts';
export { sendOverdueNotices } from './overdue.job.ts';
