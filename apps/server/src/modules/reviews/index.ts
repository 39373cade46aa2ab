/** The reviews module's public face: what app.ts and other modules may use (ADR 0014). */
export { reviewsRoutes } from './reviews.routes.ts';
export { reviewsRoutePermissions } from './reviews.permissions.ts';
