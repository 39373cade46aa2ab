import { FileText, ImageIcon, Undo2, X } from 'lucide-react';
import type { NoteAttachment } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { fileSizeMb } from '../../../lib/note-analysis.ts';
import { NoteFilesPicker } from './note-files-picker.tsx';

type Props = {
  kept: readonly NoteAttachment[];
  /** Attachment ids marked to be taken off when the note is saved. */
  removing: readonly string[];
  onRemovingChange: (ids: string[]) => void;
  adding: File[];
  onAddingChange: (files: File[]) => void;
};

/**
 * The edit dialog's files: those the note keeps, each marked to be taken off on save (and put back until then), and new
 * photos or documents to add. Nothing changes until the note is saved.
 */
export function NoteFilesEditor({ kept, removing, onRemovingChange, adding, onAddingChange }: Props) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-medium">Files</legend>
      {kept.length > 0 ? (
        <ul className="grid gap-1" aria-label="Files kept with the note">
          {kept.map((a) => {
            const marked = removing.includes(a.id);
            const Icon = a.kind === 'photo' ? ImageIcon : FileText;
            return (
              <li key={a.id} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className={`min-w-0 flex-1 truncate ${marked ? 'text-muted-foreground line-through' : ''}`}>{a.fileName}</span>
                <span className="text-xs text-muted-foreground">{marked ? 'Removed on save' : fileSizeMb(a.byteSize)}</span>
                {marked ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Keep ${a.fileName}`}
                    onClick={() => onRemovingChange(removing.filter((id) => id !== a.id))}
                  >
                    <Undo2 className="size-4" aria-hidden />
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${a.fileName}`}
                    onClick={() => onRemovingChange([...removing, a.id])}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No files yet.</p>
      )}
      <NoteFilesPicker
        kind="documents"
        label="Add photos or documents (PDF, Word, text, images)"
        files={adding}
        onChange={onAddingChange}
      />
    </fieldset>
  );
}
