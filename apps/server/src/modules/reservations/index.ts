/** The reservations module's public face: what app.ts and other modules may use (ADR 0014). */
export { reservationRoutes } from './reservations.routes.ts';
export { defineReservationReminders, sendReservationRemindersUnscoped } from './reminders.job.ts';
export { reservationsRoutePermissions } from './reservations.permissions.ts';
