import { z } from 'zod';
import { inventoryPart } from './part.schema.ts';

/** spec 02 §9 AI image limits: 10 MB per image. */
export const identifyImageMaxBytes = 10 * 1024 * 1024;

export const partIdentification = z.object({
  /** Text read from the photo by local OCR (tesseract.js with bundled English data). */
  extractedText: z.string(),
  /** The OCR engine's own mean word confidence, 0-100. */
  ocrConfidence: z.number(),
  matches: z.array(
    z.object({ part: inventoryPart, score: z.number(), matchedOn: z.enum(['part_number', 'name']), matchedText: z.string() }),
  ),
  /** Pre-fills "add as new part". */
  suggestion: z.object({
    partName: z.string().nullable(),
    partNumber: z.string().nullable(),
    manufacturer: z.string().nullable(),
    description: z.string().nullable(),
  }),
  /** 'No text could be read …' when OCR found nothing, 'No match in your catalogue …' when no part is a confident match; null otherwise. */
  message: z.string().nullable(),
  /** From an OpenAI-compatible endpoint when AI_BASE_URL is configured; otherwise not_configured. */
  enrichment: z.discriminatedUnion('status', [
    z.object({ status: z.literal('not_configured') }),
    z.object({ status: z.literal('failed'), error: z.string() }),
    z.object({
      status: z.literal('ok'),
      model: z.string(),
      partName: z.string().nullable(),
      partNumber: z.string().nullable(),
      manufacturer: z.string().nullable(),
      category: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ]),
});
export type PartIdentification = z.infer<typeof partIdentification>;

export const identifyQuery = z.strictObject({ companyId: z.uuid().optional() });
