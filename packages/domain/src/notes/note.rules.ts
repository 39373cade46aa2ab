import { can } from '../platform/permissions.rules.ts';

/** spec 02 §3 notes_v2.note_type: default general; the others link the note to a record of that kind. */
export const noteTypes = ['general', 'quote', 'maintenance', 'order', 'equipment'] as const;
export type NoteType = (typeof noteTypes)[number];
export const noteTypeLabels: Readonly<Record<NoteType, string>> = {
  general: 'General',
  quote: 'Quote',
  maintenance: 'Maintenance',
  order: 'Order',
  equipment: 'Equipment',
};

/** The types that link a record (spec 02 §3 reference_id): a quote request, a maintenance task, a sales order, a machine. */
export const linkedNoteTypes = ['quote', 'maintenance', 'order', 'equipment'] as const;
export type LinkedNoteType = (typeof linkedNoteTypes)[number];
export const isLinkedNoteType = (t: NoteType): t is LinkedNoteType => t !== 'general';
/** What the picker calls the record of each linked type. */
export const linkedRecordLabels: Readonly<Record<LinkedNoteType, string>> = {
  quote: 'Quote request',
  maintenance: 'Maintenance task',
  order: 'Sales order',
  equipment: 'Machine',
};
/** The picker lists this many of the company's records per search (the most recent first). */
export const noteLinkOptionsLimit = 20;

/**
 * Where a note's linked record opens in the web: the quote request's details, the task on the Service page, the order
 * among the Quotes page's documents (found by its number, its label), the machine's record. null when there is none.
 */
export function noteReferencePath(type: NoteType, id: string | null, label: string | null): string | null {
  if (!id || type === 'general') return null;
  const key = encodeURIComponent(id);
  switch (type) {
    case 'quote':
      return `/dashboard/quotes?quote=${key}`;
    case 'maintenance':
      return `/dashboard/maintenance?task=${key}`;
    case 'order':
      return label ? `/dashboard/quotes?tab=documents&doc=order&find=${encodeURIComponent(label)}` : null;
    case 'equipment':
      return `/dashboard/equipment?id=${key}`;
  }
}

/** spec 02 §3 AI image analysis result: priority High, Medium, Low; default Medium (spec 02 §9). */
export const notePriorities = ['High', 'Medium', 'Low'] as const;
export type NotePriority = (typeof notePriorities)[number];
export const defaultNotePriority: NotePriority = 'Medium';

/** spec 02 §9 AI image limits: 5 images, 10 MB each; the capture dialog takes one photo of at most 5 MB. */
export const noteImageLimits = { maxImages: 5, maxBytes: 10 * 1024 * 1024, captureMaxBytes: 5 * 1024 * 1024 } as const;
/**
 * A document note's analysis (issue 18): up to 5 files of 10 MB like photos; a long PDF is read for its first 20 pages
 * (scanned pages take the OCR a second or two each), and at most 20,000 characters of text go to the rules.
 */
export const noteDocumentLimits = { maxPdfPages: 20, maxChars: 20_000 } as const;
/** Attachments kept on one note (photos and documents); the same 10 MB per file as the analysis. */
export const noteAttachmentLimits = { maxPerNote: 10, maxBytes: 10 * 1024 * 1024 } as const;
/** spec 02 §9: tags at most 10. Content 1–5000 and title up to 200 (spec 02 §5 "another schema"). */
export const noteTextLimits = { title: 200, content: 5000, tags: 10, tag: 40, followUps: 10, followUp: 300 } as const;

/**
 * Who sees a note (spec 02 §6, DESIGN §4): ordinary users their own; the company admin and provider staff (also while
 * impersonating) every note of the company they are working in. The database's policy on notes_v2 (migration 0031)
 * says the same; this is the rule the services and the web ask.
 */
export function canSeeNote(viewer: { role: string; userId: string }, note: { createdBy: string | null }): boolean {
  return can(viewer.role, 'notes.manageAll') || (note.createdBy !== null && note.createdBy === viewer.userId);
}

/** Editing and deleting follow seeing: whoever may see a note may change it (the author, or an admin). */
export const canChangeNote = canSeeNote;

/** The first 50 characters of the note, as the title of the quote request it becomes (issue 18: like a manual passage). */
export function quoteTitleFromNote(note: { title: string | null; content: string }): string {
  const text = (note.title?.trim() || note.content).replace(/\s+/g, ' ').trim();
  return text.length <= 50 ? text : text.slice(0, 50).trimEnd();
}

/** High → high, Medium → medium, Low → low: a note's priority as the quote request's urgency. */
export function urgencyFromPriority(priority: NotePriority | null): 'high' | 'medium' | 'low' {
  return priority === 'High' ? 'high' : priority === 'Low' ? 'low' : 'medium';
}
