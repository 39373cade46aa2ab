import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteInput, NotePage, NoteQuoteResult, NoteType, NoteView, UpdateNoteInput } from '@gears/domain';
import { api, apiUpload } from '../../../lib/api-client.ts';

export const noteKeys = {
  all: ['notes'] as const,
  list: (q: string, type: string, equipmentId: string) => ['notes', 'list', q, type, equipmentId] as const,
  detail: (id: string) => ['notes', 'detail', id] as const,
  machines: ['notes', 'machines'] as const,
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

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: noteKeys.all });
}

export type CreateNoteBody = Omit<CreateNoteInput, 'noteType' | 'referenceId' | 'equipmentId' | 'analysis' | 'title'> &
  Partial<Pick<CreateNoteInput, 'noteType' | 'referenceId' | 'equipmentId' | 'analysis' | 'title'>>;

/** Creates the note, then keeps its files (photos, documents) one by one through the upload checks. */
export function useCreateNote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ body, files }: { body: CreateNoteBody; files: File[] }) => {
      let note = await api.post<NoteView>('/api/notes', body);
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        note = await apiUpload<NoteView>(`/api/notes/${note.id}/attachments`, form);
      }
      return note;
    },
    onSettled: invalidate,
  });
}

export function useUpdateNote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateNoteInput }) => api.patch<NoteView>(`/api/notes/${id}`, patch),
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
