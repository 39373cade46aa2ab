/** The maintenance module's public face: what app.ts and other modules may use (ADR 0014). */
export { maintenanceRoutes } from './maintenance.routes.ts';
export { taskSearchSource } from './search.source.ts';
export { recordTrackerHours, type TrackerHours } from './tracker-hours.service.ts';
