import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The notes routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const notesRoutePermissions = {
  // Notes (issue 18): everyone keeps notes; whose notes a role sees is the own-notes rule in the service and the policy.
  'GET /api/notes': 'notes.read',
  'GET /api/notes/link-options': 'notes.create',
  'POST /api/notes': 'notes.create',
  'POST /api/notes/analyze': 'notes.create',
  'POST /api/notes/analyze-documents': 'notes.create',
  'GET /api/notes/:id': 'notes.read',
  'PATCH /api/notes/:id': 'notes.create',
  'DELETE /api/notes/:id': 'notes.create',
  'POST /api/notes/:id/attachments': 'notes.create',
  'GET /api/notes/:id/attachments/:attachmentId/file': 'notes.read',
  'DELETE /api/notes/:id/attachments/:attachmentId': 'notes.create',
  'POST /api/notes/:id/quote-request': 'quotes.request',
} satisfies RoutePermissions;
