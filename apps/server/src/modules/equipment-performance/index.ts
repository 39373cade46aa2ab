/** The equipment performance module's public face (ADR 0014): a machine's Performance and Insights tabs (ADR 0031). */
export { equipmentPerformanceRoutes } from './performance.routes.ts';
export { equipmentPerformanceRoutePermissions } from './equipment-performance.permissions.ts';
