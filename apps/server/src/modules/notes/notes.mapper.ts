import { noteReferencePath, type AnalysisCategory, type NotePriority, type NoteType, type NoteView } from '@gears/domain';
import type { AttachmentRow, NoteRow } from './notes.repo.ts';

const iso = (d: Date) => new Date(d).toISOString();

/** A note row and its attachments as the API answers (packages/domain notes noteView). */
export function toNote(row: NoteRow, attachments: AttachmentRow[], viewerId: string): NoteView {
  return {
    id: row.id,
    companyId: row.company_id,
    createdBy: row.created_by,
    authorName: row.author_name,
    isMine: row.created_by === viewerId,
    noteType: row.note_type as NoteType,
    referenceId: row.reference_id,
    referenceLabel: row.reference_label,
    // A record that is gone (or of a kind not linked) has no label and no link.
    referencePath:
      row.reference_label === null ? null : noteReferencePath(row.note_type as NoteType, row.reference_id, row.reference_label),
    equipmentId: row.equipment_id,
    equipmentName: row.equipment_name,
    title: row.title,
    content: row.content,
    analysis:
      row.category && row.priority && row.analysis_source
        ? {
            category: row.category as AnalysisCategory,
            priority: row.priority as NotePriority,
            tags: row.tags,
            followUpActions: row.follow_up_actions,
            extractedText: row.extracted_text ?? '',
            confidence: Number(row.analysis_confidence ?? 0),
            source: row.analysis_source as 'local' | 'model',
          }
        : null,
    quoteRequestId: row.quote_request_id,
    attachments: attachments.map((a) => ({
      id: a.id,
      kind: a.kind,
      fileName: a.file_name,
      contentType: a.content_type,
      byteSize: a.byte_size,
      createdAt: iso(a.created_at),
    })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
