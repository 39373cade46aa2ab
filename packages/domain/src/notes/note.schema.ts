import { z } from 'zod';
import { optionalText, tooLong } from '../platform/text.schema.ts';
import { analysisCategories } from './analysis.rules.ts';
import { noteMessages as m } from './messages.ts';
import { linkedNoteTypes, noteLinkOptionsLimit, notePriorities, noteTextLimits as lim, noteTypes } from './note.rules.ts';

const id = z.uuid({ message: 'Not a valid id.' });

export const noteType = z.enum(noteTypes, { error: `Note type must be one of ${noteTypes.join(', ')}` });
export const notePriority = z.enum(notePriorities, { error: `Priority must be one of ${notePriorities.join(', ')}` });
export const analysisCategory = z.enum(analysisCategories);
export const analysisSource = z.enum(['local', 'model']);

/**
 * The analysis a person accepted (or edited) in the review dialog, kept on the note. spec 02 §3 AI image analysis
 * result without enhancedContent and suggestions: the accepted enhanced text becomes the note's content.
 */
export const noteAnalysisInput = z.strictObject({
  category: analysisCategory,
  priority: notePriority,
  tags: z
    .array(z.string().trim().min(1).max(lim.tag, tooLong(lim.tag)))
    .max(lim.tags, `At most ${lim.tags} tags`)
    .transform((tags) => [...new Set(tags)]),
  followUpActions: z.array(z.string().trim().min(1).max(lim.followUp, tooLong(lim.followUp))).max(lim.followUps),
  extractedText: z.string().max(20_000, tooLong(20_000)).default(''),
  confidence: z.number().min(0).max(1),
  source: analysisSource,
});
export type NoteAnalysisInput = z.infer<typeof noteAnalysisInput>;

const content = z.string({ error: m.contentRequired }).trim().min(1, m.contentRequired).max(lim.content, tooLong(lim.content));

/** Create Note (spec 02 §2, §5): content required; a typed note may link the record of its type. */
export const createNoteInput = z.strictObject({
  title: optionalText(lim.title),
  content,
  noteType: noteType.default('general'),
  /** The linked record of the type: a quote request, maintenance task, sales order or machine of the same company. */
  referenceId: id.nullish().transform((v) => v ?? null),
  /** The machine the note is about (the ?equipment_id= filter); a note of type equipment is about its record. */
  equipmentId: id.nullish().transform((v) => v ?? null),
  analysis: noteAnalysisInput.nullish().transform((v) => v ?? null),
  /** Only a provider admin in the all-company view names the company; anyone else writes to their own. */
  companyId: id.optional(),
});
export type CreateNoteInput = z.infer<typeof createNoteInput>;

export const updateNoteInput = z
  .strictObject({
    title: optionalText(lim.title),
    content,
    noteType,
    referenceId: id.nullable(),
    equipmentId: id.nullable(),
    analysis: noteAnalysisInput.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateNoteInput = z.infer<typeof updateNoteInput>;

export const listNotesQuery = z.strictObject({
  q: z.string().trim().max(100, tooLong(100)).optional(),
  type: noteType.optional(),
  equipmentId: id.optional(),
  companyId: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListNotesQuery = z.infer<typeof listNotesQuery>;

/** GET /api/notes/link-options: the company's records a note of the type may link, searched by their label. */
export const noteLinkOptionsQuery = z.strictObject({
  type: z.enum(linkedNoteTypes, { error: `Type must be one of ${linkedNoteTypes.join(', ')}` }),
  q: z.string().trim().max(100, tooLong(100)).optional(),
  /** Only a provider admin in the all-company view names the company. */
  companyId: id.optional(),
});
export type NoteLinkOptionsQuery = z.infer<typeof noteLinkOptionsQuery>;

export const noteLinkOption = z.object({
  id: z.string(),
  /** The same words the note card shows for the link (machine name, task number · title, QR- number · title, SO- number). */
  label: z.string(),
  /** A second line: the machine's model and serial, the task's or request's status and machine, the order's date and status. */
  detail: z.string().nullable(),
});
export type NoteLinkOption = z.infer<typeof noteLinkOption>;
export const noteLinkOptions = z.object({ items: z.array(noteLinkOption).max(noteLinkOptionsLimit) });
export type NoteLinkOptions = z.infer<typeof noteLinkOptions>;

export const noteAttachment = z.object({
  id: z.string(),
  kind: z.enum(['photo', 'document']),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type NoteAttachment = z.infer<typeof noteAttachment>;

export const noteAnalysisView = noteAnalysisInput.extend({ tags: z.array(z.string()) });

export const noteView = z.object({
  id: z.string(),
  companyId: z.string(),
  createdBy: z.string().nullable(),
  authorName: z.string().nullable(),
  /** True when the viewer wrote it (ordinary users only ever see these). */
  isMine: z.boolean(),
  noteType,
  referenceId: z.string().nullable(),
  /** What the linked record is called (machine name, task title, QR-/SO- number), null when none or gone. */
  referenceLabel: z.string().nullable(),
  /** Where the linked record opens in the web (note.rules noteReferencePath); null when none or gone. */
  referencePath: z.string().nullable(),
  equipmentId: z.string().nullable(),
  equipmentName: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string(),
  analysis: noteAnalysisView.nullable(),
  quoteRequestId: z.string().nullable(),
  attachments: z.array(noteAttachment),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoteView = z.infer<typeof noteView>;

export const notePage = z.object({ items: z.array(noteView), total: z.number().int() });
export type NotePage = z.infer<typeof notePage>;

/** POST /api/notes/analyze: the spec 02 §3 result for review, per-image readings, and which engine answered. */
export const noteAnalysisResult = z.object({
  extractedText: z.string(),
  enhancedContent: z.string(),
  suggestions: z.array(z.string()),
  category: analysisCategory,
  priority: notePriority,
  tags: z.array(z.string()),
  followUpActions: z.array(z.string()),
  confidence: z.number(),
  source: analysisSource,
  /** The model's name when it answered; the reason it was not used when it failed (the local result is shown). */
  model: z.string().nullable(),
  modelError: z.string().nullable(),
  /** What was read: photos by OCR, or documents (PDF, Word, text; scanned pages by OCR). */
  from: z.enum(['images', 'documents']),
  /** Each file's reading; `detail` says how a document was read ("3 pages, 1 scanned page read by OCR"). */
  images: z.array(z.object({ fileName: z.string(), extractedText: z.string(), ocrConfidence: z.number(), detail: z.string().nullable() })),
});
export type NoteAnalysisResult = z.infer<typeof noteAnalysisResult>;

export const noteQuoteResult = z.object({ quoteRequestId: z.string(), note: noteView, message: z.string() });
export type NoteQuoteResult = z.infer<typeof noteQuoteResult>;

export const noteAttachmentParams = z.strictObject({ id, attachmentId: id });
