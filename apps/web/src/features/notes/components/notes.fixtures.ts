import type { NoteView } from '@gears/domain';

/** A note as GET /api/notes answers it: the signed-in person's general note with no machine, files or analysis. */
export function buildNote(overrides: Partial<NoteView> = {}): NoteView {
  return {
    id: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
    companyId: 'c',
    createdBy: 'u',
    authorName: 'Alex',
    isMine: true,
    noteType: 'general',
    referenceId: null,
    referenceLabel: null,
    referencePath: null,
    equipmentId: null,
    equipmentName: null,
    title: 'Teeth',
    content: 'Bucket teeth worn',
    analysis: null,
    quoteRequestId: null,
    attachments: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
