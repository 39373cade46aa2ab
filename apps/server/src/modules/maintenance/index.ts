/** The maintenance module's public face: what app.ts and other modules may use (ADR 0014). */
export { maintenanceRoutes } from './maintenance.routes.ts';
export { taskSearchSource } from './search.source.ts';
export { recordTrackerHours, type TrackerHours } from './tracker-hours.service.ts';
/** The assistant answers from the same reads as the Service page (issue 18 item 3). */
export { listTasks } from './tasks.service.ts';
export { listRepairs } from './repairs.service.ts';
export { defineTaskDueNotices, sendTaskDueNotices } from './due-notices.job.ts';
export { maintenanceRoutePermissions } from './maintenance.permissions.ts';
