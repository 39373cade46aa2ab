/** The equipment module's public face: what app.ts and other modules may use (ADR 0014). */
export { equipmentRoutes } from './equipment.routes.ts';
export { equipmentSearchSource } from './search.source.ts';
/** The availability label's facts as SQL over `equipment e` (spec 02 §4), for modules that decide by them (fleet alerts). */
export { availabilityFacts } from './availability.sql.ts';
/** The assistant answers from the same reads as the register (issue 18 item 3). */
export { equipmentOfType, equipmentStats, getEquipment, listEquipment } from './equipment.service.ts';
/**
 * Custom fields and alternate codes (issue 19 items 4, 5) for the importer: each takes the caller's transaction and Scope,
 * checks tenancy, the plan's limit and every value itself, and throws AppError with the user-facing message.
 */
export { listCustomFields, ensureCustomField, setCustomFieldValues } from './custom-fields.service.ts';
export { addAlternateCodes, type AlternateCodeInput } from './alternate-codes.service.ts';
/** The manuals module stores an uploaded manual as one of the machine's documents (spec 02 §3 equipment_manuals). */
export { addFile as addEquipmentFile } from './files.service.ts';
export { equipmentRoutePermissions } from './equipment.permissions.ts';
