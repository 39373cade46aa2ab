/** The notifications module's public face: what app.ts and other modules may use (ADR 0014). */
export { notificationRoutes } from './notifications.routes.ts';
export { notifyUsers } from './notifications.service.ts';
