/** The notifications module's public face: what app.ts and other modules may use (ADR 0014). */
export { notificationRoutes } from './notifications.routes.ts';
export { notify, type NotifyInput, type Notified } from './notify.service.ts';
