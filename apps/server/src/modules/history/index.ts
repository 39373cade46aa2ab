/** The history module's public face (ADR 0014): the activity log exported as CSV (issue 17 item 5, ADR 0031). */
export { historyRoutes } from './history.routes.ts';
export { historyRoutePermissions } from './history.permissions.ts';
