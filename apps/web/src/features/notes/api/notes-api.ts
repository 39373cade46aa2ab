import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateNoteInput,
  LinkedNoteType,
  NoteLinkOptions,
  NotePage,
  NoteQuoteResult,
  NoteType,
  NoteView,
  UpdateNoteInput,
} from '@gears/domain';
import { api, apiUpload } from '../../../lib/api-client.ts';

export const noteKeys = {
  all: ['notes'] as const,
  list: (q: string, type: string, equipmentId: string) => ['notes', 'list', q, type, equipmentId] as const,
  detail: (id: string) => ['notes', 'detail', id] as const,
  machines: ['notes', 'machines'] as const,
  linkOptions: (type: string, q: string) => ['notes', 'link-options', type, q] as const,
};

export type NoteFilters = { q: string; type: NoteType | ''; equipmentId: string };

export function useNotes(f: NoteFilters) {
  return useQuery({
    queryKey: noteKeys.list(f.q, f.type, f.equipmentId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '100' });
      if (f.q) params.set('q', f.q);
      if (f.type) params.set('type', f.type);
      if (f.equipmentId) params.set('equipmentId', f.equipmentId);
      return api.get<NotePage>(`/api/notes?${params}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export function useNote(id: string | null) {
  return useQuery({
    queryKey: noteKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<NoteView>(`/api/notes/${id}`, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

export type NoteMachine = { id: string; name: string; serial: string | null };

/** The company's machines for the note's machine picker (first 200 by name). */
export function useNoteMachines(enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.machines,
    queryFn: async ({ signal }) => {
      const res = await api.get<{ items: NoteMachine[] }>('/api/equipment?limit=100&sort=name', signal);
      return res.items.map((e) => ({ id: e.id, name: e.name, serial: e.serial }));
    },
    enabled,
    staleTime: 60_000,
  });
}

/** The company's records a note of the type may link, searched by label; fetched only while the picker is shown. */
export function useNoteLinkOptions(type: LinkedNoteType, q: string, enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.linkOptions(type, q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type });
      if (q) params.set('q', q);
      return api.get<NoteLinkOptions>(`/api/notes/link-options?${params}`, signal);
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: noteKeys.all });
}

export type CreateNoteBody = Omit<CreateNoteInput, 'noteType' | 'referenceId' | 'equipmentId' | 'analysis' | 'title'> &
  Partial<Pick<CreateNoteInput, 'noteType' | 'referenceId' | 'equipmentId' | 'analysis' | 'title'>>;

/** Keeps each file with the note through the upload checks (type, magic bytes, size), one by one; the last answer. */
async function uploadFiles(note: NoteView, files: readonly File[], onUploaded?: (file: File) => void): Promise<NoteView> {
  let saved = note;
  for (const file of files) {
    const form = new FormData();
    form.append('file', file, file.name);
    saved = await apiUpload<NoteView>(`/api/notes/${note.id}/attachments`, form);
    onUploaded?.(file);
  }
  return saved;
}

/** Creates the note, then keeps its files (photos, documents) one by one through the upload checks. */
export function useCreateNote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ body, files }: { body: CreateNoteBody; files: File[] }) =>
      uploadFiles(await api.post<NoteView>('/api/notes', body), files),
    onSettled: invalidate,
  });
}

/**
 * The edit dialog's save: the note's fields, then the files taken off (each stored object deleted by the server), then
 * the files added. `onUploaded` hears each file kept, so a refused one can be shown with what remains to send.
 */
export function useEditNote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (v: { id: string; patch: UpdateNoteInput; remove: string[]; add: File[]; onUploaded?: (file: File) => void }) => {
      let note = await api.patch<NoteView>(`/api/notes/${v.id}`, v.patch);
      for (const attachmentId of v.remove) note = await api.delete<NoteView>(`/api/notes/${v.id}/attachments/${attachmentId}`);
      return uploadFiles(note, v.add, v.onUploaded);
    },
    onSettled: invalidate,
  });
}

export function useDeleteNote() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete<void>(`/api/notes/${id}`), onSettled: invalidate });
}

export function useConvertNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<NoteQuoteResult>(`/api/notes/${id}/quote-request`, {}),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: noteKeys.all });
      void qc.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}

export const attachmentUrl = (noteId: string, attachmentId: string) => `/api/notes/${noteId}/attachments/${attachmentId}/file`;
