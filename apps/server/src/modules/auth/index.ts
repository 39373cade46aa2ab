/** The auth module's public face: what app.ts and other modules may use (ADR 0014). */
export { authRoutes } from './auth.routes.ts';
export { clientOf, endPreviousAccountSession } from './request-session.ts';
export { issuePasswordReset, startSession, type Client } from './auth.service.ts';
export { authRoutePermissions } from './auth.permissions.ts';
