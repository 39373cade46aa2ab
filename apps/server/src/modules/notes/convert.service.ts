import { noteMessages as m, quoteTitleFromNote, urgencyFromPriority, type NotePriority, type NoteQuoteResult } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { createQuote } from '../quotes/index.ts';
import { lockNote, noteView } from './notes.service.ts';
import * as repo from './notes.repo.ts';

/**
 * Convert a note to a quote request (issue 18; spec 02 §8 'Quote draft created successfully!'): a new request in the
 * quotes workflow, through the quotes module's own use case, titled with the note's first 50 characters, the note as
 * its description, urgency from the note's priority and linked to the note's machine. The note keeps the link, so
 * converting it twice is refused.
 */
export async function convertNoteToQuote(tx: Sql, scope: Scope, id: string): Promise<NoteQuoteResult> {
  const locked = await lockNote(tx, scope, id);
  if (locked.quote_request_id) throw new AppError('CONFLICT', 'This note is already a quote request.');
  const note = (await repo.findNote(tx, id, locked.company_id, null))!;
  const description = [note.title, note.content].filter(Boolean).join('\n\n').slice(0, 5000);
  const quote = await createQuote(tx, scope, {
    title: quoteTitleFromNote(note),
    description,
    equipmentType: null,
    urgency: urgencyFromPriority(note.priority as NotePriority | null),
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    equipmentId: note.equipment_id,
    // The person asked for this request from this note; a similar open request elsewhere does not stop it.
    force: true,
  });
  await repo.setNoteQuote(tx, id, locked.company_id, quote.id);
  return { quoteRequestId: quote.id, note: await noteView(tx, scope, id), message: m.quoteDraftCreated };
}
