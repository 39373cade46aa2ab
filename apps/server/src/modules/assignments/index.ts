/** The assignments module's public face: what app.ts and other modules may use (ADR 0014). */
export { assignmentRoutes } from './assignments.routes.ts';
export { currentHolderOf } from './assignments.service.ts';
export { checkOut } from './checkout.service.ts';
/** A person of the company who can hold a machine (bulk assignment checks the holder once before its run). */
export { findPerson } from './assignments.repo.ts';
export { scheduleOverdueNotices, sendOverdueNotices } from './overdue.job.ts';
export { assignmentsRoutePermissions } from './assignments.permissions.ts';
