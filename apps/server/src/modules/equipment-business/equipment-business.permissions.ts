import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The equipment-business routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const equipmentBusinessRoutePermissions = {
  // The Business tab (ADR 0031): reading follows quotes.read; linking and unlinking documents is managers' work.
  'GET /api/equipment/:id/business': 'quotes.read',
  'GET /api/equipment/:id/business/candidates': 'quotes.read',
  'POST /api/equipment/:id/links': 'equipment.linkDocuments',
  'DELETE /api/equipment/:id/links/:docType/:refId': 'equipment.linkDocuments',
} satisfies RoutePermissions;
