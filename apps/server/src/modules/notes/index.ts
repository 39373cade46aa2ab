/** The notes module's public face: what app.ts and other modules may use (ADR 0014). */
export { notesRoutes } from './notes.routes.ts';
export { noteSearchSource } from './search.source.ts';
export { notesRoutePermissions } from './notes.permissions.ts';
