import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, refusalMessage, type Action } from '@gears/domain';
import { AppError } from './errors.ts';
import { requireAuth } from './auth-context.ts';

/** Routes anyone may call, signed in or not; each does its own checks (tokens, signatures, rate limits). */
export const publicRoute = 'public';
export type RoutePermission = Action | typeof publicRoute;

/**
 * Every API route and the action it needs (ADR 0008), keyed by method and Fastify's route pattern
 * (request.routeOptions.url). A route whose answer depends on its input (a stock movement's kind, an equipment's money
 * fields, whose task it is) names the least action here and its service checks the rest with the same can().
 */
export const routePermissions: Record<string, RoutePermission> = {
  // Platform, sign-in and public pages.
  'GET /api/health': publicRoute,
  'GET /api/docs': publicRoute,
  'GET /api/docs/': publicRoute,
  'GET /api/docs/*': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,
  'POST /api/auth/sign-in': publicRoute,
  'POST /api/auth/sign-out': publicRoute,
  'POST /api/auth/forgot-password': publicRoute,
  'POST /api/auth/reset-password': publicRoute,
  'GET /api/auth/session': publicRoute,
  'GET /api/public/founders': publicRoute,
  'POST /api/public/leads': publicRoute,
  'GET /api/public/reviews': publicRoute,
  'POST /api/public/signup': publicRoute,
  'POST /api/public/signup/confirm': publicRoute,
  'GET /api/invitations/:token': publicRoute,
  'POST /api/invitations/:token/accept': publicRoute,
  'POST /api/registration-requests': publicRoute,
  'GET /api/checkout/test/:sessionId': publicRoute,
  'POST /api/checkout/test/:sessionId/pay': publicRoute,
  'POST /api/payments/webhook': publicRoute,

  // One's own account, sessions and notifications.
  'GET /api/auth/me': 'account.self',
  'PATCH /api/me': 'account.self',
  'POST /api/me/avatar': 'account.self',
  'POST /api/me/password': 'account.self',
  'GET /api/me/sessions': 'account.self',
  'DELETE /api/me/sessions/:id': 'account.self',
  'POST /api/me/sessions/revoke-others': 'account.self',
  'GET /api/users/:id/avatar': 'account.self',
  'GET /api/notifications': 'account.self',
  'GET /api/events': 'account.self',
  'POST /api/notifications/:id/read': 'account.self',
  'POST /api/notifications/read-all': 'account.self',
  'GET /api/notifications/preferences': 'account.self',
  'PATCH /api/notifications/preferences': 'account.self',
  // Global search: every signed-in role; each kind is filtered by its own read action inside (ADR 0012).
  'GET /api/search': 'account.self',
  // The dashboard home: every signed-in role; each figure and attention item follows the table inside (attention.rules.ts).
  'GET /api/dashboard/summary': 'account.self',
  // The assistant: every signed-in role; each answer reads through the modules' own services and scope (issue 18 item 3).
  'POST /api/assistant/messages': 'account.self',

  // Team and invitations.
  'GET /api/company/users': 'team.read',
  'GET /api/invitations': 'team.manage',
  'POST /api/invitations': 'team.manage',
  'DELETE /api/invitations/:id': 'team.manage',

  // Provider console.
  'GET /api/admin/companies': 'admin.provider',
  'POST /api/admin/impersonation': 'admin.impersonate',
  'DELETE /api/admin/impersonation': 'admin.provider',
  'GET /api/admin/leads': 'admin.provider',
  'PATCH /api/admin/leads/:id': 'admin.provider',
  'GET /api/admin/outbox': 'admin.provider',
  'POST /api/admin/outbox/:id/resend': 'admin.provider',
  'GET /api/admin/registration-requests': 'admin.provider',
  'POST /api/admin/registration-requests/:id/approve': 'admin.provider',
  'POST /api/admin/registration-requests/:id/reject': 'admin.provider',
  'GET /api/admin/reviews': 'admin.provider',
  'POST /api/admin/reviews/:id/approve': 'admin.provider',
  'POST /api/admin/reviews/:id/reject': 'admin.provider',
  'GET /api/admin/security-events': 'admin.provider',
  'GET /api/admin/billing/second-subscriptions': 'admin.provider',
  'GET /api/admin/tax-settings': 'admin.provider',
  'PATCH /api/admin/tax-settings': 'admin.provider',
  'GET /api/admin/jobs': 'admin.provider',
  'POST /api/admin/jobs/:id/retry': 'admin.provider',
  'DELETE /api/admin/jobs/:id': 'admin.provider',
  'GET /api/admin/demo-data': 'admin.provider',
  'DELETE /api/admin/demo-data': 'admin.provider',
  'GET /api/admin/connectors': 'admin.provider',
  'GET /api/admin/connectors/zoho/status': 'admin.provider',
  'GET /api/admin/connectors/zoho/authorize': 'admin.provider',
  'POST /api/admin/connectors/zoho/callback': 'admin.provider',
  'DELETE /api/admin/connectors/zoho/connection': 'admin.provider',
  'POST /api/admin/connectors/zoho/leads/sync': 'admin.provider',
  'GET /api/admin/connectors/zoho/quotes/:id': 'admin.provider',
  'POST /api/admin/connectors/zoho/quotes/:id/push': 'admin.provider',
  'POST /api/admin/connectors/zoho/quotes/:id/retry': 'admin.provider',
  'POST /api/admin/connectors/zoho/quotes/:id/push-invoice': 'admin.provider',
  'GET /api/admin/connectors/zoho/quotes/:id/pdf': 'admin.provider',
  'POST /api/reviews': 'reviews.write',

  // Company settings (the shipping address).
  'GET /api/company/settings': 'company.read',
  'PATCH /api/company/settings': 'company.settings',

  // Subscription billing.
  'GET /api/billing/subscription': 'billing.read',
  'GET /api/billing/checkout/:id': 'billing.read',
  'POST /api/billing/trial': 'billing.manage',
  'POST /api/billing/checkout': 'billing.manage',
  'POST /api/billing/portal': 'billing.manage',
  'POST /api/billing/cancel': 'billing.manage',
  'POST /api/billing/resume': 'billing.manage',

  // Equipment register, files, QR codes and labels.
  'GET /api/equipment': 'equipment.read',
  'GET /api/equipment/stats': 'equipment.read',
  'GET /api/equipment/:id': 'equipment.read',
  'GET /api/equipment/:id/dependents': 'equipment.read',
  'GET /api/equipment/export.csv': 'equipment.read',
  'GET /api/equipment/:id/images': 'equipment.read',
  'GET /api/equipment/:id/images/:fileId/file': 'equipment.read',
  'GET /api/equipment/:id/documents': 'equipment.read',
  'GET /api/equipment/:id/documents/:fileId/file': 'equipment.read',
  'GET /api/equipment/:id/qr.png': 'equipment.read',
  'GET /api/equipment/qr/resolve/:code': 'equipment.read',
  'GET /api/equipment/qr/summary': 'equipment.read',
  'POST /api/equipment/labels.pdf': 'equipment.read',
  'POST /api/equipment': 'equipment.create',
  'PATCH /api/equipment/:id': 'equipment.edit',
  'POST /api/equipment/:id/images': 'equipment.edit',
  'DELETE /api/equipment/:id/images/:fileId': 'equipment.edit',
  'POST /api/equipment/:id/documents': 'equipment.edit',
  'DELETE /api/equipment/:id/documents/:fileId': 'equipment.edit',
  // Manuals (issue 18 item 2): uploading and reindexing are document changes; searching and reading are reading; a
  // quote request from a passage is a quote request.
  'POST /api/equipment/:id/manuals': 'equipment.edit',
  'POST /api/equipment/:id/manuals/reprocess': 'equipment.edit',
  'GET /api/equipment/:id/manuals': 'equipment.read',
  'GET /api/equipment/:id/manuals/:documentId/pages/:page': 'equipment.read',
  'GET /api/manuals/search': 'equipment.read',
  'POST /api/manuals/searches/:id/selection': 'equipment.read',
  'POST /api/manuals/quote-requests': 'quotes.request',
  'POST /api/equipment/:id/qr': 'equipment.edit',
  'POST /api/equipment/bulk/status': 'equipment.edit',
  'POST /api/equipment/bulk/location': 'equipment.edit',
  // Bulk assignment (issue 15 item 6): to a site as a site change, to a person as a check-out to someone else.
  'POST /api/equipment/bulk/job-site': 'jobSites.manage',
  'POST /api/equipment/bulk/team-member': 'assignments.manage',
  'DELETE /api/equipment/:id': 'equipment.delete',
  'POST /api/equipment/:id/restore': 'equipment.delete',
  'POST /api/equipment/bulk/delete': 'equipment.delete',
  'POST /api/equipment/import': 'equipment.import',
  // Custom fields and alternate codes (issue 19 items 4, 5).
  'GET /api/custom-fields': 'equipment.read',
  'POST /api/custom-fields': 'customFields.manage',
  'PATCH /api/custom-fields/:id': 'customFields.manage',
  'DELETE /api/custom-fields/:id': 'customFields.manage',
  'GET /api/equipment/:id/custom-fields': 'equipment.read',
  'PUT /api/equipment/:id/custom-fields': 'equipment.edit',
  'GET /api/equipment/:id/alternate-codes': 'equipment.read',
  'POST /api/equipment/:id/alternate-codes': 'equipment.edit',
  'DELETE /api/equipment/:id/alternate-codes/:codeId': 'equipment.edit',
  // Lifecycle tab (issue 15): the value strip is for every reader; condition and financials are managers up.
  'GET /api/equipment/lifecycle/summary': 'equipment.read',
  'PATCH /api/equipment/:id/condition': 'lifecycle.edit',
  'PATCH /api/equipment/:id/financials': 'lifecycle.edit',

  // Scans.
  'POST /api/equipment/scans': 'scans.create',
  'GET /api/equipment/scans': 'equipment.read',
  'GET /api/equipment/scans/analytics': 'equipment.read',
  'GET /api/equipment/scans/:id': 'equipment.read',
  'DELETE /api/equipment/scans/:id': 'scans.delete',
  'DELETE /api/equipment/scans': 'scans.clearHistory',

  // Check-out / check-in (issue 15). Checking out to someone else and returning what another holds need
  // 'assignments.manage', checked in the service with the same can().
  'GET /api/assignments': 'equipment.read',
  'GET /api/assignments/options': 'equipment.read',
  'POST /api/assignments': 'assignments.checkOut',
  'POST /api/assignments/:id/return': 'assignments.checkOut',

  // Maintenance: tasks, meters, repairs.
  'GET /api/maintenance/tasks': 'equipment.read',
  'GET /api/maintenance/tasks/:id': 'equipment.read',
  'GET /api/maintenance/tasks/:id/parts': 'equipment.read',
  'GET /api/maintenance/assignable-users': 'team.read',
  'GET /api/maintenance/summary': 'equipment.read',
  'GET /api/maintenance/equipment-status': 'equipment.read',
  'POST /api/maintenance/tasks': 'tasks.create',
  'POST /api/maintenance/bulk': 'tasks.create',
  'PATCH /api/maintenance/tasks/:id': 'tasks.workOwn',
  'POST /api/maintenance/tasks/:id/complete': 'tasks.workOwn',
  'DELETE /api/maintenance/tasks/:id': 'tasks.delete',
  'GET /api/maintenance/meter-readings': 'equipment.read',
  'POST /api/maintenance/meter-readings': 'meter.record',
  'GET /api/maintenance/repairs': 'equipment.read',
  'GET /api/maintenance/repairs/:id': 'equipment.read',
  'GET /api/maintenance/repairs/:id/attachments/:fileId/file': 'equipment.read',
  'POST /api/maintenance/repairs': 'repairs.submit',
  'POST /api/maintenance/repairs/:id/attachments': 'repairs.submit',
  'DELETE /api/maintenance/repairs/:id/attachments/:fileId': 'repairs.submit',
  'POST /api/maintenance/repairs/:id/approve': 'repairs.decide',
  'POST /api/maintenance/repairs/:id/decline': 'repairs.decide',
  'POST /api/maintenance/repairs/:id/complete': 'repairs.complete',

  // Parts inventory and stock.
  // Job sites (issue 15): everyone reads; supervisors up run sites and crews (ADR 0008).
  'GET /api/job-sites': 'equipment.read',
  'GET /api/job-sites/equipment-placements': 'equipment.read',
  'GET /api/job-sites/:id': 'equipment.read',
  'GET /api/job-sites/:id/weather': 'equipment.read',
  'POST /api/job-sites': 'jobSites.manage',
  'PATCH /api/job-sites/:id': 'jobSites.manage',
  'DELETE /api/job-sites/:id': 'jobSites.manage',
  'POST /api/job-sites/:id/equipment': 'jobSites.manage',
  'DELETE /api/job-sites/:id/equipment/:equipmentId': 'jobSites.manage',
  'POST /api/job-sites/:id/team': 'jobSites.manage',
  'DELETE /api/job-sites/:id/team/:userId': 'jobSites.manage',
  'GET /api/maps/settings': 'equipment.read',
  // The offline street map file (MAP_PMTILES, ADR 0034): whoever may see a map may read its tiles.
  'GET /api/maps/basemap.pmtiles': 'equipment.read',
  'GET /api/geocode/reverse': 'jobSites.manage',
  'GET /api/parts': 'parts.read',
  'GET /api/parts/low-stock': 'parts.read',
  'GET /api/parts/:id': 'parts.read',
  'GET /api/parts/:id/dependents': 'parts.read',
  'GET /api/parts/:id/movements': 'parts.read',
  'GET /api/parts/:id/photo': 'parts.read',
  'GET /api/parts/quotes': 'parts.read',
  'POST /api/parts/identify': 'parts.read',
  'POST /api/parts': 'parts.edit',
  'PATCH /api/parts/:id': 'parts.edit',
  'POST /api/parts/:id/photo': 'parts.edit',
  'DELETE /api/parts/:id/photo': 'parts.edit',
  'POST /api/parts/:id/restore': 'parts.edit',
  'DELETE /api/parts/:id': 'parts.delete',
  'POST /api/parts/:id/movements': 'stock.use',
  'POST /api/parts/quotes': 'quotes.request',

  // Reservations (issue 15 item 3). Anyone books and changes or cancels their own; the services let supervisors up
  // change or cancel anyone's with the same can('reservations.decide'); confirming is theirs alone.
  // Fleet tracking (issue 16): reading is every role's; sources (credentials, ingest secrets) are managers' and putting a
  // tracker on a machine is supervisors' (permissions.rules.ts). The ingest is authorised by the source's secret in the
  // URL, not a session.
  'GET /api/fleet/sources': 'equipment.read',
  'POST /api/fleet/sources': 'fleet.manageSources',
  'PATCH /api/fleet/sources/:id': 'fleet.manageSources',
  'DELETE /api/fleet/sources/:id': 'fleet.manageSources',
  'POST /api/fleet/sources/:id/rotate-secret': 'fleet.manageSources',
  'POST /api/fleet/sources/:id/test': 'fleet.manageSources',
  'GET /api/fleet/devices': 'equipment.read',
  'GET /api/fleet/assignments': 'equipment.read',
  'POST /api/fleet/assignments': 'fleet.assignTrackers',
  'DELETE /api/fleet/assignments/:id': 'fleet.assignTrackers',
  'GET /api/ingest/osmand/:secret': publicRoute,
  'POST /api/ingest/osmand/:secret': publicRoute,
  'POST /api/ingest/traccar/:secret': publicRoute,
  'POST /api/ingest/json/:secret': publicRoute,
  'GET /api/reservations': 'equipment.read',
  'GET /api/reservations/:id': 'equipment.read',
  'POST /api/reservations': 'reservations.create',
  'PATCH /api/reservations/:id': 'reservations.create',
  'POST /api/reservations/:id/cancel': 'reservations.create',
  'POST /api/reservations/:id/confirm': 'reservations.decide',

  // Fleet tracking (issue 16): reading is open to every role; acknowledging alerts is for supervisors up.
  'GET /api/fleet/positions': 'equipment.read',
  'GET /api/fleet/equipment/:id/track': 'equipment.read',
  'GET /api/fleet/alerts': 'equipment.read',
  'POST /api/fleet/alerts/:id/acknowledge': 'fleet.acknowledgeAlerts',
  // Working hours decide after-hours exits: a fleet setting, managers up (as tracker sources).
  'GET /api/fleet/working-hours': 'equipment.read',
  'PUT /api/fleet/working-hours': 'fleet.manageSources',
  // A machine's operational costs (money: managers up) and sensor readings (anyone in the field, as meter readings).
  'GET /api/equipment/:id/operational-costs': 'equipment.read',
  'POST /api/equipment/:id/operational-costs': 'fleet.recordCosts',
  'GET /api/equipment/:id/sensor-readings': 'equipment.read',
  // A machine's Performance and Insights tabs (ADR 0031): reading, every role.
  'GET /api/equipment/:id/performance': 'equipment.read',
  'GET /api/equipment/:id/insights': 'equipment.read',
  // The Business tab (ADR 0031): reading follows quotes.read; linking and unlinking documents is managers' work.
  'GET /api/equipment/:id/business': 'quotes.read',
  'GET /api/equipment/:id/business/candidates': 'quotes.read',
  'POST /api/equipment/:id/links': 'equipment.linkDocuments',
  'DELETE /api/equipment/:id/links/:docType/:refId': 'equipment.linkDocuments',
  // History export (issue 17 item 5): a machine's log is a read of the machine; the whole company's log is the company
  // admin's (it names every user's acts). Both professional+ (history_export).
  'GET /api/equipment/:id/history.csv': 'equipment.read',
  'GET /api/history/export.csv': 'company.settings',
  'POST /api/equipment/:id/sensor-readings': 'fleet.recordSensors',

  // Quote requests. Clients add and remove items until the quote is sent to them (prices forced); pricing is the provider's.
  'GET /api/quote-requests': 'quotes.read',
  'GET /api/quote-requests/funnel': 'quotes.read',
  'GET /api/quote-requests/:id': 'quotes.read',
  'POST /api/quote-requests': 'quotes.request',
  'PATCH /api/quote-requests/:id': 'quotes.request',
  'DELETE /api/quote-requests/:id': 'quotes.request',
  'POST /api/quote-requests/:id/accept': 'quotes.respond',
  'POST /api/quote-requests/:id/decline': 'quotes.respond',
  'POST /api/quote-requests/:id/status': 'quotes.price',
  'POST /api/quote-requests/:id/send': 'quotes.price',
  'POST /api/quote-requests/:id/items': 'quotes.request',
  'PATCH /api/quote-requests/:id/items/:itemId': 'quotes.price',
  'DELETE /api/quote-requests/:id/items/:itemId': 'quotes.request',
  'POST /api/quote-requests/:id/convert': 'ledger.manage',
  'POST /api/quote-requests/:id/payment-session': 'invoices.pay',

  // Ledger, documents, payments, business summary.
  'GET /api/orders': 'ledger.read',
  'GET /api/orders/:id': 'ledger.read',
  'GET /api/invoices': 'ledger.read',
  'GET /api/invoices/:id': 'ledger.read',
  'GET /api/shipping-packages': 'ledger.read',
  'GET /api/shipping-packages/:id': 'ledger.read',
  'GET /api/documents': 'ledger.read',
  'GET /api/documents/:type/:id/pdf': 'ledger.read',
  'GET /api/business/summary': 'ledger.read',
  // Analytics (issue 17): reading is open to every role (ADR 0008); the reporting feature gates the plan.
  'GET /api/analytics/summary': 'ledger.read',
  'GET /api/analytics/financial': 'ledger.read',
  'GET /api/analytics/maintenance': 'equipment.read',
  'GET /api/analytics/fleet': 'equipment.read',
  'GET /api/analytics/activity': 'equipment.read',
  'GET /api/analytics/hub': 'equipment.read',
  'GET /api/payments/session/:id': 'ledger.read',
  'PATCH /api/orders/:id': 'ledger.manage',
  'POST /api/orders/:id/packages': 'ledger.manage',
  'PATCH /api/shipping-packages/:id': 'ledger.manage',
  'POST /api/invoices/:id/void': 'ledger.manage',
  'POST /api/invoices/:id/payment-session': 'invoices.pay',
  // Notes (issue 18): everyone keeps notes; whose notes a role sees is the own-notes rule in the service and the policy.
  'GET /api/notes': 'notes.read',
  'POST /api/notes': 'notes.create',
  'POST /api/notes/analyze': 'notes.create',
  'GET /api/notes/:id': 'notes.read',
  'PATCH /api/notes/:id': 'notes.create',
  'DELETE /api/notes/:id': 'notes.create',
  'POST /api/notes/:id/attachments': 'notes.create',
  'GET /api/notes/:id/attachments/:attachmentId/file': 'notes.read',
  'DELETE /api/notes/:id/attachments/:attachmentId': 'notes.create',
  'POST /api/notes/:id/quote-request': 'quotes.request',
};

/** The entry for a request's route; HEAD answers like its GET. Undefined for a route the table does not name. */
export function permissionOf(method: string, url: string | undefined): RoutePermission | undefined {
  if (!url) return undefined;
  return routePermissions[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/**
 * Refuses a signed-out caller (401) or a role the table does not grant the route's action (403), before the body is
 * parsed or validated, so a refused role learns nothing from what it sent.
 */
export function authorizeRoute(request: FastifyRequest): void {
  const needed = permissionOf(request.method, request.routeOptions.url);
  if (needed === undefined || needed === publicRoute) return;
  const auth = requireAuth(request);
  if (!can(auth.role, needed)) throw new AppError('FORBIDDEN', refusalMessage(needed));
}

/**
 * The one enforcement point, registered before the session hook (registerAuthContext): preParsing runs after every
 * onRequest hook, so the session is known and nothing is parsed yet. A read route whose handler may run again on a
 * re-checked session (auth-context.ts) is authorised again on each run: that wrapper must wrap this one, hence the order.
 * An /api route missing from the table is let through to its own checks and logged; the route × role test fails on it.
 */
export function registerRoutePermissions(app: FastifyInstance): void {
  const seen: string[] = [];
  apiRoutes.set(app, seen);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      seen.push(`${method} ${route.url}`);
      if (permissionOf(method, route.url) === undefined)
        app.log.warn({ route: `${method} ${route.url}` }, 'route has no entry in the permission table');
    }
    if (route.config?.sessionTransaction !== 'read') return;
    const handler = route.handler;
    route.handler = function authorizedHandler(this: FastifyInstance, request, reply) {
      authorizeRoute(request);
      return handler.call(this, request, reply);
    };
  });
  app.addHook('preParsing', async (request) => {
    if (request.url.startsWith('/api/')) authorizeRoute(request);
  });
}

const apiRoutes = new WeakMap<FastifyInstance, string[]>();

/** Every /api route registered after registerRoutePermissions, as 'METHOD pattern' (HEAD twins left out). */
export function apiRoutesOf(app: FastifyInstance): readonly string[] {
  return apiRoutes.get(app) ?? [];
}
