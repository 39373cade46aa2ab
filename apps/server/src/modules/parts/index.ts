/** The parts module's public face: what app.ts and other modules may use (ADR 0014). */
export { partsRoutes } from './parts.routes.ts';
export { partSearchSource } from './search.source.ts';
/** The assistant's low-stock answer reads the inventory list (issue 18 item 3). */
export { listParts } from './parts.service.ts';
/** The local OCR engine (DESIGN §5); the manuals job reads scanned pages with it. */
export { localOcr, type OcrEngine } from './ocr.ts';
