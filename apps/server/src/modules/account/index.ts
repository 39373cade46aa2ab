/** The account module's public face: what app.ts and other modules may use (ADR 0014). */
export { accountRoutes } from './account.routes.ts';
export { avatarUrlOf, loadMe } from './account.service.ts';
export { accountRoutePermissions } from './account.permissions.ts';
