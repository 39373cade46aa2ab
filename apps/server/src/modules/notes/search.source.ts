import { noteTypeLabels, searchResultPath, type NoteType } from '@gears/domain';
import { findHits } from '../../platform/search-hits.repo.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { noteSearchRows } from './notes.repo.ts';

const firstLine = (s: string, max: number) => {
  const line = s.split('\n').find((l) => l.trim()) ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * Notes by title and content (migration 0031). The lookup applies the own-notes rule itself (it runs as the owner);
 * the rows are then read under RLS, whose policy says the same (spec 02 §6).
 */
export const noteSearchSource: SearchSource = {
  kind: 'note',
  readAction: 'notes.read',
  findHits: (tx, companyId, term, limit, cap) => findHits(tx, 'search_note_hits', companyId, term, limit, cap),
  async loadResults(tx, ids) {
    const rows = await noteSearchRows(tx, ids);
    return rows.map((n) => ({
      kind: 'note' as const,
      id: n.id,
      title: n.title ?? firstLine(n.content, 80),
      subtitle: [noteTypeLabels[n.note_type as NoteType] ?? n.note_type, n.equipment_name].filter(Boolean).join(' · '),
      code: null,
      status: n.note_type,
      statusLabel: 'Note',
      tone: 'gray' as const,
      path: searchResultPath('note', n.id),
    }));
  },
};
