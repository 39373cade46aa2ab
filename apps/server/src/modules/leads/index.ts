/** The leads module's public face: what app.ts and other modules may use (ADR 0014). */
export { leadsRoutes } from './leads.routes.ts';
export { providerRecipientsUnscoped, type LeadRow } from './leads.repo.ts';
export { leadsRoutePermissions } from './leads.permissions.ts';
