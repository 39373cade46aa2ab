import {
  can,
  noteMessages as m,
  noteTypeLabels,
  type CreateNoteInput,
  noteLinkOptionsLimit,
  type ListNotesQuery,
  type NoteAnalysisInput,
  type NoteLinkOptions,
  type NoteLinkOptionsQuery,
  type NotePage,
  type NoteView,
  type UpdateNoteInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { companyExists } from '../../platform/company.repo.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import { toNote } from './notes.mapper.ts';
import * as repo from './notes.repo.ts';

/**
 * Notes (spec 02 §2 Notes, §3 notes_v2, §5, §6, §7). Who sees what is the own-notes rule (notes/note.rules.ts): the
 * author filter below is the first line, the policy on notes_v2 (migration 0031) the safety net. A note written while
 * impersonating belongs to the client: its company is the scope's, which is then the client's.
 */
export const authorFilter = (scope: Scope): string | null => (can(scope.role, 'notes.manageAll') ? null : scope.actorId);

export async function requireNote(tx: Sql, scope: Scope, id: string): Promise<repo.NoteRow> {
  const row = await repo.findNote(tx, id, scope.companyId, authorFilter(scope));
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function lockNote(tx: Sql, scope: Scope, id: string) {
  const row = await repo.lockNote(tx, id, scope.companyId, authorFilter(scope));
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function noteView(tx: Sql, scope: Scope, id: string): Promise<NoteView> {
  const row = await requireNote(tx, scope, id);
  return toNote(row, await repo.attachmentsOf(tx, [row.id]), scope.actorId);
}

export async function listNotes(tx: Sql, scope: Scope, q: ListNotesQuery): Promise<NotePage> {
  const { rows, total } = await repo.listNotes(tx, {
    companyId: readCompany(scope, q.companyId),
    authorId: authorFilter(scope),
    type: q.type,
    equipmentId: q.equipmentId,
    search: q.q || undefined,
    limit: q.limit,
    offset: q.offset,
  });
  const attachments = await repo.attachmentsOf(
    tx,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) =>
      toNote(
        r,
        attachments.filter((a) => a.note_id === r.id),
        scope.actorId,
      ),
    ),
    total,
  };
}

/** The company's records a note of the type may link (the web's picker), searched by what they are called. */
export async function linkOptions(tx: Sql, scope: Scope, q: NoteLinkOptionsQuery): Promise<NoteLinkOptions> {
  const items = await repo.linkOptions(tx, {
    type: q.type,
    companyId: readCompany(scope, q.companyId),
    search: q.q || undefined,
    limit: noteLinkOptionsLimit,
  });
  return { items };
}

/**
 * The linked record and the machine, checked in the note's company (DESIGN §4: an id from the request must be the
 * caller's; another company's answers 404). A note of type equipment is about that machine.
 */
async function checkLinks(
  tx: Sql,
  companyId: string,
  v: { noteType: CreateNoteInput['noteType']; referenceId: string | null; equipmentId: string | null },
): Promise<{ referenceId: string | null; equipmentId: string | null }> {
  if (v.noteType === 'general') {
    if (v.referenceId) throw new AppError('VALIDATION', m.referenceNotAllowed);
  } else if (v.referenceId && !(await repo.referenceExists(tx, v.noteType, v.referenceId, companyId))) {
    throw notFound(m.linkedRecordNotFound(noteTypeLabels[v.noteType].toLowerCase()));
  }
  const equipmentId = v.noteType === 'equipment' && v.referenceId ? v.referenceId : v.equipmentId;
  if (equipmentId && equipmentId !== v.referenceId && !(await repo.equipmentExists(tx, equipmentId, companyId))) {
    throw notFound(m.linkedRecordNotFound('equipment'));
  }
  return { referenceId: v.referenceId, equipmentId };
}

const analysisFields = (a: NoteAnalysisInput | null) => ({
  category: a?.category ?? null,
  priority: a?.priority ?? null,
  tags: a?.tags ?? [],
  followUpActions: a?.followUpActions ?? [],
  extractedText: a ? a.extractedText || null : null,
  analysisConfidence: a ? a.confidence : null,
  analysisSource: a?.source ?? null,
});

export async function createNote(tx: Sql, scope: Scope, input: CreateNoteInput): Promise<NoteView> {
  const companyId = writeCompany(scope, input.companyId, 'Choose the company for this note (companyId).');
  if (scope.companyId === null && !(await companyExists(tx, companyId))) throw notFound('Company not found');
  const links = await checkLinks(tx, companyId, input);
  const id = await repo.insertNote(tx, {
    companyId,
    createdBy: scope.actorId,
    noteType: input.noteType,
    ...links,
    title: input.title,
    content: input.content,
    ...analysisFields(input.analysis),
  });
  return noteView(tx, scope, id);
}

export async function updateNote(tx: Sql, scope: Scope, id: string, patch: UpdateNoteInput): Promise<NoteView> {
  const locked = await lockNote(tx, scope, id);
  const current = (await repo.findNote(tx, id, locked.company_id, null))!;
  const noteType = patch.noteType ?? (current.note_type as CreateNoteInput['noteType']);
  // Changing the type drops a link of the old type unless a new one is given.
  const referenceId = patch.referenceId !== undefined ? patch.referenceId : patch.noteType ? null : current.reference_id;
  const links =
    patch.noteType !== undefined || patch.referenceId !== undefined || patch.equipmentId !== undefined
      ? await checkLinks(tx, locked.company_id, {
          noteType,
          referenceId,
          equipmentId: patch.equipmentId !== undefined ? patch.equipmentId : current.equipment_id,
        })
      : {};
  await repo.updateNote(tx, id, locked.company_id, {
    ...(patch.noteType !== undefined ? { noteType } : {}),
    ...links,
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.content !== undefined ? { content: patch.content } : {}),
    ...(patch.analysis !== undefined ? analysisFields(patch.analysis) : {}),
  });
  return noteView(tx, scope, id);
}

/** Deletes the note; returns its stored files' keys for the caller to remove once the transaction committed. */
export async function deleteNote(tx: Sql, scope: Scope, id: string): Promise<string[]> {
  const locked = await lockNote(tx, scope, id);
  return repo.deleteNote(tx, id, locked.company_id);
}
