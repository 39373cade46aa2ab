import { Camera, FileUp, ImagePlus, X } from 'lucide-react';
import { fileSizeMb } from '../../../lib/note-analysis.ts';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  kind: 'photos' | 'documents';
  files: File[];
  onChange: (files: File[]) => void;
  /** The documents picker's words. */
  label?: string;
};

const documentTypes = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';

/**
 * Files for a note: photos from the camera (capture) or the library side by side (DESIGN §6a), or documents. The
 * list shows each file's size in MB (spec 02 §2) and lets one be taken out again.
 */
export function NoteFilesPicker({ kind, files, onChange, label = 'Choose documents (PDF, Word, text, images)' }: Props) {
  const add = (list: FileList | null) => {
    if (list) onChange([...files, ...Array.from(list)]);
  };
  const input = (id: string, label: string, icon: React.ReactNode, extra: Record<string, string | boolean>) => (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
    >
      {icon}
      {label}
      <input
        id={id}
        type="file"
        className="sr-only"
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
        {...extra}
      />
    </label>
  );
  return (
    <div className="grid gap-2">
      {kind === 'photos' ? (
        <div className="grid grid-cols-2 gap-2">
          {input('note-camera', 'Take photo', <Camera className="size-4" aria-hidden />, { accept: 'image/*', capture: 'environment' })}
          {input('note-photos', 'Upload photos', <ImagePlus className="size-4" aria-hidden />, { accept: 'image/*', multiple: true })}
        </div>
      ) : (
        input('note-documents', label, <FileUp className="size-4" aria-hidden />, {
          accept: documentTypes,
          multiple: true,
        })
      )}
      {files.length > 0 ? (
        <ul className="grid gap-1" aria-label={kind === 'photos' ? 'Photos' : 'Documents'}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
              <span className="min-w-0 flex-1 truncate">{f.name}</span>
              <span className="text-xs text-muted-foreground">{fileSizeMb(f.size)}</span>
              <Button variant="ghost" size="icon" aria-label={`Remove ${f.name}`} onClick={() => onChange(files.filter((_, j) => j !== i))}>
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
