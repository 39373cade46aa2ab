/** The equipment module's public face: what app.ts and other modules may use (ADR 0014). */
export { equipmentRoutes } from './equipment.routes.ts';
export { equipmentSearchSource } from './search.source.ts';
