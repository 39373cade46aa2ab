import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The manuals routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const manualsRoutePermissions = {
  // Manuals (issue 18 item 2): uploading and reindexing are document changes; searching and reading are reading; a
  // quote request from a passage is a quote request.
  'POST /api/equipment/:id/manuals': 'equipment.edit',
  'POST /api/equipment/:id/manuals/reprocess': 'equipment.edit',
  'GET /api/equipment/:id/manuals': 'equipment.read',
  'GET /api/equipment/:id/manuals/:documentId/pages/:page': 'equipment.read',
  'GET /api/manuals/search': 'equipment.read',
  'POST /api/manuals/searches/:id/selection': 'equipment.read',
  'POST /api/manuals/quote-requests': 'quotes.request',
} satisfies RoutePermissions;
