import { accountRoutePermissions } from './modules/account/index.ts';
import { adminRoutePermissions } from './modules/admin/index.ts';
import { analyticsRoutePermissions } from './modules/analytics/index.ts';
import { assignmentsRoutePermissions } from './modules/assignments/index.ts';
import { assistantRoutePermissions } from './modules/assistant/index.ts';
import { authRoutePermissions } from './modules/auth/index.ts';
import { billingRoutePermissions } from './modules/billing/index.ts';
import { businessRoutePermissions } from './modules/business/index.ts';
import { companyRoutePermissions } from './modules/company/index.ts';
import { connectorsRoutePermissions } from './modules/connectors/index.ts';
import { dashboardRoutePermissions } from './modules/dashboard/index.ts';
import { demoRoutePermissions } from './modules/demo/index.ts';
import { documentsRoutePermissions } from './modules/documents/index.ts';
import { equipmentRoutePermissions } from './modules/equipment/index.ts';
import { equipmentBusinessRoutePermissions } from './modules/equipment-business/index.ts';
import { equipmentPerformanceRoutePermissions } from './modules/equipment-performance/index.ts';
import { fleetRoutePermissions } from './modules/fleet/index.ts';
import { fleetAlertsRoutePermissions } from './modules/fleet-alerts/index.ts';
import { historyRoutePermissions } from './modules/history/index.ts';
import { jobSitesRoutePermissions } from './modules/job-sites/index.ts';
import { leadsRoutePermissions } from './modules/leads/index.ts';
import { ledgerRoutePermissions } from './modules/ledger/index.ts';
import { maintenanceRoutePermissions } from './modules/maintenance/index.ts';
import { manualsRoutePermissions } from './modules/manuals/index.ts';
import { notesRoutePermissions } from './modules/notes/index.ts';
import { notificationsRoutePermissions } from './modules/notifications/index.ts';
import { partsRoutePermissions } from './modules/parts/index.ts';
import { paymentsRoutePermissions } from './modules/payments/index.ts';
import { platformRoutePermissions } from './platform/platform.permissions.ts';
import { quotesRoutePermissions } from './modules/quotes/index.ts';
import { reservationsRoutePermissions } from './modules/reservations/index.ts';
import { reviewsRoutePermissions } from './modules/reviews/index.ts';
import { searchRoutePermissions } from './modules/search/index.ts';
import { teamRoutePermissions } from './modules/team/index.ts';
import { composeRoutePermissions, type RoutePermissions } from './platform/route-permissions.ts';

/**
 * Every API route and the action it needs (ADR 0008): the one permission table, composed from each module's part
 * (modules/<module>/<module>.permissions.ts, beside the routes it names). A route whose answer depends on its input (a
 * stock movement's kind, an equipment's money fields, whose task it is) names the least action and its service checks
 * the rest with the same can(). A new route needs one line in its module's part.
 */
export const routePermissions: RoutePermissions = composeRoutePermissions([
  platformRoutePermissions,
  authRoutePermissions,
  accountRoutePermissions,
  leadsRoutePermissions,
  reviewsRoutePermissions,
  billingRoutePermissions,
  teamRoutePermissions,
  paymentsRoutePermissions,
  notificationsRoutePermissions,
  searchRoutePermissions,
  dashboardRoutePermissions,
  assistantRoutePermissions,
  adminRoutePermissions,
  demoRoutePermissions,
  connectorsRoutePermissions,
  companyRoutePermissions,
  equipmentRoutePermissions,
  manualsRoutePermissions,
  assignmentsRoutePermissions,
  maintenanceRoutePermissions,
  partsRoutePermissions,
  jobSitesRoutePermissions,
  fleetRoutePermissions,
  reservationsRoutePermissions,
  fleetAlertsRoutePermissions,
  equipmentPerformanceRoutePermissions,
  equipmentBusinessRoutePermissions,
  historyRoutePermissions,
  quotesRoutePermissions,
  ledgerRoutePermissions,
  documentsRoutePermissions,
  businessRoutePermissions,
  analyticsRoutePermissions,
  notesRoutePermissions,
]);
