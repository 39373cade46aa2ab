/** The parts module's public face: what app.ts and other modules may use (ADR 0014). */
export { partsRoutes } from './parts.routes.ts';
export { partSearchSource } from './search.source.ts';
/** The assistant's low-stock answer reads the inventory list (issue 18 item 3). */
export { listParts } from './parts.service.ts';
/** The local OCR engine (DESIGN §5) and the OpenAI-compatible vision request: the manuals job reads scanned pages
 * with the OCR, the notes' image analysis uses both (issue 18). */
export { localOcr, type OcrEngine, type OcrResult } from './ocr.ts';
export { requestVisionJson, type VisionAnswer, type VisionImage } from './ai-enrichment.client.ts';
export { partsRoutePermissions } from './parts.permissions.ts';
