import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { FileText, ImageIcon, PenLine, Sparkles } from 'lucide-react';
import type { NoteAnalysisResult, NoteView } from '@gears/domain';
import { noteMessages as m } from '@gears/domain/notes/messages';
import { noteAttachmentLimits, noteImageLimits, noteTextLimits } from '@gears/domain/notes/note.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { analyseDocuments, analyseImages, checkAnalysisImages } from '../../../lib/note-analysis.ts';
import { useCreateNote, useEditNote, useNote, type CreateNoteBody } from '../api/notes-api.ts';
import { AnalysisReviewDialog, type ReviewedNote } from './analysis-review-dialog.tsx';
import { NoteFilesEditor } from './note-files-editor.tsx';
import { NoteFilesPicker } from './note-files-picker.tsx';
import { linkBody, NoteLinkFields, type NoteLinks } from './note-link-fields.tsx';

export type NoteDialogTab = 'manual' | 'photo' | 'document';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The note to edit; null creates one. */
  note: NoteView | null;
  tab?: NoteDialogTab;
  /** The machine a new note is about (the page's ?equipment_id=). */
  equipmentId?: string;
  onSaved?: (note: NoteView) => void;
};

/**
 * spec 02 §2 Create Note dialog (tabs Manual Note, Photo Capture, Document Upload) and its edit form. Photos can be
 * analysed (the AI Enhanced Note review dialog) before saving; documents and photos are kept with the note.
 */
export function NoteDialog({ open, onOpenChange, note, tab = 'manual', equipmentId = '', onSaved }: Props) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [links, setLinks] = useState<NoteLinks>({ noteType: 'general', referenceId: '', machine: '' });
  const [removing, setRemoving] = useState<string[]>([]);
  const [adding, setAdding] = useState<File[]>([]);
  const [activeTab, setActiveTab] = useState<NoteDialogTab>(tab);
  const [photos, setPhotos] = useState<File[]>([]);
  const [documents, setDocuments] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [review, setReview] = useState<NoteAnalysisResult | null>(null);
  const create = useCreateNote();
  const update = useEditNote();
  // The files as stored now: a save that stopped half-way (a refused upload) has already taken some off.
  const stored = useNote(open && note ? note.id : null).data?.attachments ?? note?.attachments ?? [];
  const removingNow = removing.filter((id) => stored.some((a) => a.id === id));

  useEffect(() => {
    if (!open) return;
    setTitle(note?.title ?? '');
    setContent(note?.content ?? '');
    setLinks({
      noteType: note?.noteType ?? 'general',
      referenceId: note?.referenceId ?? '',
      machine: note?.equipmentId ?? equipmentId,
    });
    setRemoving([]);
    setAdding([]);
    setActiveTab(tab);
    setPhotos([]);
    setDocuments([]);
    setProblem(null);
    setReview(null);
  }, [open, note, tab, equipmentId]);

  const body = (over: Partial<CreateNoteBody> = {}): CreateNoteBody => ({
    title: title.trim() || null,
    content: content.trim(),
    ...linkBody(links),
    ...over,
  });

  const finish = (saved: NoteView, message: string) => {
    toast.success(message);
    onSaved?.(saved);
    setReview(null);
    onOpenChange(false);
  };

  const save = () => {
    if (!content.trim()) return setProblem(m.contentRequired);
    setProblem(null);
    if (note) {
      const fileCount = stored.length - removingNow.length + adding.length;
      if (fileCount > noteAttachmentLimits.maxPerNote) return setProblem(`A note keeps at most ${noteAttachmentLimits.maxPerNote} files.`);
      const tooLarge = adding.find((f) => f.size > noteAttachmentLimits.maxBytes);
      if (tooLarge) return setProblem(m.fileTooLarge(tooLarge.name, noteAttachmentLimits.maxBytes / 1024 / 1024));
      update.mutate(
        {
          id: note.id,
          patch: { title: title.trim() || null, content: content.trim(), ...linkBody(links) },
          remove: removingNow,
          add: adding,
          // A file the checks refuse stays listed, with those after it, to fix or take out; the ones kept go.
          onUploaded: (file) => setAdding((list) => list.filter((f) => f !== file)),
        },
        {
          onSuccess: (saved) => finish(saved, m.updated),
          onError: (err) => toast.error(m.updateError, { description: errorMessage(err, m.updateError) }),
        },
      );
      return;
    }
    create.mutate(
      { body: body(), files: [...photos, ...documents] },
      {
        onSuccess: (saved) => finish(saved, m.created),
        onError: (err) => toast.error(m.createError, { description: errorMessage(err, m.createFailed) }),
      },
    );
  };

  const analyse = async (what: 'photos' | 'documents') => {
    const wrong =
      what === 'photos'
        ? checkAnalysisImages(photos)
        : documents.length > noteImageLimits.maxImages
          ? m.tooManyDocuments(noteImageLimits.maxImages)
          : null;
    if (wrong) return setProblem(wrong);
    setProblem(null);
    setAnalysing(true);
    try {
      const result = what === 'photos' ? await analyseImages(photos, content) : await analyseDocuments(documents, content);
      toast.success(m.analysisComplete);
      setReview(result);
    } catch (err) {
      toast.error(m.imageProcessingFailed, { description: errorMessage(err, m.analysisFailed) });
    } finally {
      setAnalysing(false);
    }
  };

  const accept = (reviewed: ReviewedNote) =>
    create.mutate(
      { body: body({ content: reviewed.content, analysis: reviewed.analysis }), files: [...photos, ...documents] },
      {
        onSuccess: (saved) => finish(saved, m.createdWithAnalysis),
        onError: (err) => toast.error(m.createError, { description: errorMessage(err, m.createFailed) }),
      },
    );

  const busy = create.isPending || update.isPending || analysing;
  return (
    <>
      <Dialog open={open && review === null} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{note ? 'Edit Note' : 'Create Note'}</DialogTitle>
            <DialogDescription>
              {note ? 'Change the note and what it is about.' : 'Write a note, or add photos to read them and suggest what to do next.'}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-3">
            <FormField id="note-title" label="Title (optional)">
              <Input id="note-title" value={title} maxLength={noteTextLimits.title} onChange={(e) => setTitle(e.target.value)} />
            </FormField>
            <FormField id="note-content" label="Note" error={problem === m.contentRequired ? problem : null}>
              <Textarea
                id="note-content"
                rows={4}
                value={content}
                maxLength={noteTextLimits.content}
                onChange={(e) => setContent(e.target.value)}
              />
            </FormField>
            <NoteLinkFields
              value={links}
              onChange={setLinks}
              labels={{ reference: note?.referenceLabel ?? null, machine: note?.equipmentName ?? null }}
              enabled={open}
            />
            {note ? (
              <NoteFilesEditor
                kept={stored}
                removing={removingNow}
                onRemovingChange={setRemoving}
                adding={adding}
                onAddingChange={setAdding}
              />
            ) : (
              <Tabs value={activeTab} onValueChange={(v) => setActiveTab(v as NoteDialogTab)}>
                <TabsList className="h-auto w-full flex-wrap">
                  <TabsTrigger value="manual">
                    <PenLine aria-hidden /> Manual Note
                  </TabsTrigger>
                  <TabsTrigger value="photo">
                    <ImageIcon aria-hidden /> Photo Capture
                  </TabsTrigger>
                  <TabsTrigger value="document">
                    <FileText aria-hidden /> Document Upload
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="manual">
                  <p className="text-sm text-muted-foreground">A written note. Add photos or documents in the other tabs.</p>
                </TabsContent>
                <TabsContent value="photo" className="grid gap-2">
                  <p className="text-sm text-muted-foreground">
                    Up to {noteImageLimits.maxImages} photos of {noteImageLimits.maxBytes / 1024 / 1024} MB each. Analyse them to read their
                    text and get a category, priority and next steps to review.
                  </p>
                  <NoteFilesPicker kind="photos" files={photos} onChange={setPhotos} />
                </TabsContent>
                <TabsContent value="document" className="grid gap-2">
                  <p className="text-sm text-muted-foreground">
                    PDF, Word (.docx) or text files, up to {noteImageLimits.maxImages} of {noteImageLimits.maxBytes / 1024 / 1024} MB.
                    Analyse them to read their text (scanned pages too) and get a category, priority and next steps to review.
                  </p>
                  <NoteFilesPicker kind="documents" files={documents} onChange={setDocuments} />
                </TabsContent>
              </Tabs>
            )}
            {problem && problem !== m.contentRequired ? (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                Cancel
              </Button>
              {!note && activeTab === 'photo' && photos.length > 0 ? (
                <Button variant="secondary" onClick={() => void analyse('photos')} disabled={busy}>
                  <Sparkles aria-hidden /> {analysing ? 'Analysing…' : 'Analyse photos'}
                </Button>
              ) : null}
              {!note && activeTab === 'document' && documents.length > 0 ? (
                <Button variant="secondary" onClick={() => void analyse('documents')} disabled={busy}>
                  <Sparkles aria-hidden /> {analysing ? 'Analysing…' : 'Analyse documents'}
                </Button>
              ) : null}
              <Button onClick={save} disabled={busy}>
                {create.isPending || update.isPending ? 'Saving…' : note ? 'Save changes' : 'Save note'}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      <AnalysisReviewDialog result={review} onOpenChange={(o) => !o && setReview(null)} onAccept={accept} isSaving={create.isPending} />
    </>
  );
}
