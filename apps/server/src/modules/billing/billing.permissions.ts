import { publicRoute, type RoutePermissions } from '../../platform/route-permissions.ts';

/** The billing routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const billingRoutePermissions = {
  // Self-service sign-up from the public site.
  'POST /api/public/signup': publicRoute,
  'POST /api/public/signup/confirm': publicRoute,
  // Provider console.
  'GET /api/admin/billing/second-subscriptions': 'admin.provider',
  // Subscription billing.
  'GET /api/billing/subscription': 'billing.read',
  'GET /api/billing/checkout/:id': 'billing.read',
  'POST /api/billing/trial': 'billing.manage',
  'POST /api/billing/checkout': 'billing.manage',
  'POST /api/billing/portal': 'billing.manage',
  'POST /api/billing/cancel': 'billing.manage',
  'POST /api/billing/resume': 'billing.manage',
} satisfies RoutePermissions;
