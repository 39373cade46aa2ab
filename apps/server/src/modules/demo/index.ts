/** The demo module's public face: what app.ts and the start-up seed may use (ADR 0014, ADR 0016). */
export { demoRoutes } from './demo.routes.ts';
export { seedDemoFleet } from './demo.seed.ts';
export { seedDemoJobSites } from './job-sites.demo.ts';
export { seedDemoReservations } from './reservations.demo.ts';
export { seedDemoAssignments } from './assignments.demo.ts';
export { seedDemoTracking } from './tracking.demo.ts';
export { demoRoutePermissions } from './demo.permissions.ts';
