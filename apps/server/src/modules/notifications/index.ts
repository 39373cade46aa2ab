/** The notifications module's public face: what app.ts and other modules may use (ADR 0014). */
export { notificationRoutes } from './notifications.routes.ts';
export { notify, setNoticeLinkBase, type NotifyInput, type Notified } from './notify.service.ts';
export { defineWeeklyDigest, digestFiguresOf, sendWeeklyDigests } from './digest.job.ts';
export { notificationsRoutePermissions } from './notifications.permissions.ts';
