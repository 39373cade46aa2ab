import { useEffect, useState } from 'react';
import { Camera, Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import type { NoteType, NoteView } from '@gears/domain';
import { noteMessages as m } from '@gears/domain/notes/messages';
import { noteTypeLabels, noteTypes } from '@gears/domain/notes/note.rules';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { useConvertNote, useDeleteNote, useNote, useNoteMachines, useNotes } from '../api/notes-api.ts';
import { NoteCard } from '../components/note-card.tsx';
import { NoteDialog, type NoteDialogTab } from '../components/note-dialog.tsx';

/**
 * spec 02 §2 /dashboard/notes: the notes the person may see (their own; every note for an admin, spec 02 §6), search,
 * type and machine filters. ?equipment_id= filters to a machine, ?create_ai=true opens a photo note for it, ?new=1
 * (the dashboard's Create Note) opens the create dialog, ?id= (global search) shows that note first.
 */
export function NotesPage() {
  usePageMeta('Notes', { noindex: true });
  const [params, update] = useSearchParamsEditor();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300).trim();
  const equipmentId = params.get('equipment_id') ?? '';
  const typeParam = params.get('type') ?? '';
  const type = (noteTypes as readonly string[]).includes(typeParam) ? (typeParam as NoteType) : '';
  const openId = params.get('id');
  const notes = useNotes({ q, type, equipmentId });
  const focused = useNote(openId);
  const machines = useNoteMachines(Boolean(equipmentId));
  const mayRequestQuote = useCan('quotes.request');
  const seesAll = useCan('notes.manageAll');
  const remove = useDeleteNote();
  const convert = useConvertNote();
  const [dialog, setDialog] = useState<{ note: NoteView | null; tab: NoteDialogTab } | null>(null);
  const [deleting, setDeleting] = useState<NoteView | null>(null);
  const set = (key: string, value: string | null) => update((next) => (value === null ? next.delete(key) : next.set(key, value)));

  // The links into this page open their dialog once, then the parameter is dropped so a reload does not reopen it.
  useEffect(() => {
    if (params.get('create_ai') === 'true') {
      setDialog({ note: null, tab: 'photo' });
      set('create_ai', null);
    } else if (params.get('new') === '1') {
      setDialog({ note: null, tab: 'manual' });
      set('new', null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const machineName =
    machines.data?.find((e) => e.id === equipmentId)?.name ?? notes.data?.items.find((n) => n.equipmentId === equipmentId)?.equipmentName;
  const items = (notes.data?.items ?? []).filter((n) => n.id !== focused.data?.id);
  const list = focused.data ? [focused.data, ...items] : items;

  const convertNote = (note: NoteView) =>
    convert.mutate(note.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(m.quoteDraftFailed, { description: errorMessage(err, m.quoteDraftFailed) }),
    });

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Notes"
        description="Field notes, photos and documents, read and sorted so the next step is clear."
        actions={
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" onClick={() => setDialog({ note: null, tab: 'photo' })}>
              <Camera className="size-4" aria-hidden /> Photo Note
            </Button>
            <Button onClick={() => setDialog({ note: null, tab: 'manual' })}>
              <Plus className="size-4" aria-hidden /> Create Note
            </Button>
          </div>
        }
      />
      <div className="grid grid-cols-1 gap-2 sm:flex">
        <SearchInput
          className="flex-1"
          aria-label="Search notes"
          placeholder="Search notes"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <NativeSelect aria-label="Type" className="sm:w-44" value={type} onChange={(e) => set('type', e.target.value || null)}>
          <option value="">All types</option>
          {noteTypes.map((t) => (
            <option key={t} value={t}>
              {noteTypeLabels[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {equipmentId ? (
        <p className="flex items-center gap-2 text-sm">
          Notes about <span className="font-medium">{machineName ?? 'this machine'}</span>
          <Button variant="ghost" size="sm" onClick={() => set('equipment_id', null)}>
            <X aria-hidden /> Show all notes
          </Button>
        </p>
      ) : null}
      {openId && focused.isError ? <ErrorState message={errorMessage(focused.error, m.notFound)} /> : null}
      <section aria-label="Notes">
        {notes.isLoading ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : notes.isError ? (
          <ErrorState message={m.loadFailed} onRetry={() => void notes.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={q ? `No notes match "${q}"` : 'No notes yet'}
            description={q ? undefined : 'Write a note or take a photo of a gauge, a plate or a fault.'}
            action={q ? undefined : <Button onClick={() => setDialog({ note: null, tab: 'manual' })}>Create Note</Button>}
          />
        ) : (
          <ul className="grid gap-2 lg:grid-cols-2">
            {list.map((n) => (
              <NoteCard
                key={n.id}
                note={n}
                highlighted={n.id === openId}
                showAuthor={seesAll}
                mayRequestQuote={mayRequestQuote}
                isConverting={convert.isPending && convert.variables === n.id}
                onEdit={() => setDialog({ note: n, tab: 'manual' })}
                onDelete={() => setDeleting(n)}
                onConvert={() => convertNote(n)}
              />
            ))}
          </ul>
        )}
      </section>
      <NoteDialog
        open={dialog !== null}
        onOpenChange={(o) => !o && setDialog(null)}
        note={dialog?.note ?? null}
        tab={dialog?.tab}
        equipmentId={equipmentId}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete note"
        description="The note and its photos and documents are deleted. This cannot be undone."
        confirmLabel="Delete"
        destructive
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (deleting.id === openId) set('id', null);
              setDeleting(null);
              toast.success(m.deleted);
            },
            onError: (err) => toast.error(m.deleteError, { description: errorMessage(err, m.deleteError) }),
          })
        }
      />
    </div>
  );
}
