import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The admin routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const adminRoutePermissions = {
  // Provider console.
  'GET /api/admin/companies': 'admin.provider',
  'POST /api/admin/impersonation': 'admin.impersonate',
  'DELETE /api/admin/impersonation': 'admin.provider',
  'GET /api/admin/outbox': 'admin.provider',
  'POST /api/admin/outbox/:id/resend': 'admin.provider',
  'GET /api/admin/registration-requests': 'admin.provider',
  'POST /api/admin/registration-requests/:id/approve': 'admin.provider',
  'POST /api/admin/registration-requests/:id/reject': 'admin.provider',
  'GET /api/admin/security-events': 'admin.provider',
  'GET /api/admin/tax-settings': 'admin.provider',
  'PATCH /api/admin/tax-settings': 'admin.provider',
  'GET /api/admin/jobs': 'admin.provider',
  'POST /api/admin/jobs/:id/retry': 'admin.provider',
  'DELETE /api/admin/jobs/:id': 'admin.provider',
} satisfies RoutePermissions;
