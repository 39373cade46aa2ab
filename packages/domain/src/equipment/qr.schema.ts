import { z } from 'zod';
import { equipment } from './equipment.schema.ts';

export const labelLayouts = ['avery-5160', 'avery-l7160', 'single'] as const;
export type LabelLayout = (typeof labelLayouts)[number];

export const labelSheetInput = z.strictObject({
  ids: z
    .array(z.uuid({ message: 'Not a valid id.' }))
    .min(1, 'No Equipment Selected')
    .max(500),
  layout: z.enum(labelLayouts).default('avery-5160'),
});
export type LabelSheetInput = z.infer<typeof labelSheetInput>;

export const qrCodeResult = z.object({ equipment, qrCodeId: z.string(), url: z.string() });
export type QrCodeResult = z.infer<typeof qrCodeResult>;

export const qrSummary = z.object({
  withQrCode: z.number(),
  needingQrCode: z.number(),
  /** spec 02 §2 and §9: the list of equipment without QR codes shows 3 entries. */
  needingQrCodeSample: z.array(z.object({ id: z.uuid(), name: z.string(), model: z.string().nullable(), serial: z.string().nullable() })),
});
export type QrSummary = z.infer<typeof qrSummary>;

export const qrCodeParams = z.strictObject({ code: z.string().trim().min(1).max(100) });
export const qrPngQuery = z.strictObject({ download: z.enum(['true', 'false']).optional() });
