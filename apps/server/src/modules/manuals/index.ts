/** The manuals module's public face: what app.ts and other modules may use (ADR 0014). */
export { manualRoutes } from './manuals.routes.ts';
export { defineManualJobs } from './index.job.ts';
/**
 * Full-text search of the company's manuals, for other modules (the assistant): `searchManuals(tx, scope, { q,
 * equipmentId?, limit? })` in the caller's tenant transaction; results carry file, page, a 0–1 score, the passage with
 * its highlights and `href`, the viewer at that page. Logged in manual_search_logs like a search from the documents tab.
 */
export { searchManuals, manualViewerHref, type SearchManualsInput } from './search.service.ts';
export { manualsRoutePermissions } from './manuals.permissions.ts';
/** The text of a PDF, Word (.docx) or text file page by page, scanned PDF pages OCR'd: a note's document analysis reads with it. */
export { extractManual, type ExtractedPage } from './extract.ts';
export { formatOf as manualFormatOf } from './manuals.service.ts';
