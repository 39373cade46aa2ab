/** The fleet alerts module's public face: what app.ts and other modules may use (ADR 0014). */
export { fleetAlertRoutes } from './fleet-alerts.routes.ts';
