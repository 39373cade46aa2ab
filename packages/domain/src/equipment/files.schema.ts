import { z } from 'zod';

/** Upload limits. Images: spec 02 §5 accepts image types (10 MB as for the spec's other image uploads). */
export const equipmentImageMaxBytes = 10 * 1024 * 1024;
export const equipmentImageExtensions = ['.png', '.jpg', '.jpeg', '.webp'] as const;

/** spec 02 §5: documents accept .pdf .doc .docx .txt .jpg .jpeg .png. */
export const equipmentDocumentMaxBytes = 20 * 1024 * 1024;
export const equipmentDocumentExtensions = ['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png'] as const;

/** CSV import: spec 02 §9 tells users "up to 10 MB"; the server accepts 25 MB so a 100k-row export re-imports. */
export const csvImportMaxBytes = 25 * 1024 * 1024;

export const equipmentImage = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  caption: z.string().nullable(),
  url: z.string(),
  createdAt: z.string(),
});
export type EquipmentImage = z.infer<typeof equipmentImage>;

export const equipmentDocument = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  manualType: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  createdAt: z.string(),
});
export type EquipmentDocument = z.infer<typeof equipmentDocument>;

export const equipmentFileParams = z.strictObject({
  id: z.uuid({ message: 'Not a valid id.' }),
  fileId: z.uuid({ message: 'Not a valid id.' }),
});

export const fileDownloadQuery = z.strictObject({ download: z.enum(['true', 'false']).optional() });
