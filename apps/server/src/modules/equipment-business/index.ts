/** The equipment business module's public face (ADR 0014): a machine's Business tab — linked documents and revenue (ADR 0031). */
export { equipmentBusinessRoutes } from './business.routes.ts';
export { equipmentBusinessRoutePermissions } from './equipment-business.permissions.ts';
