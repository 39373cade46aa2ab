import { Link } from 'react-router';
import { FileText, Link2, Pencil, Send, StickyNote, Trash2, Truck } from 'lucide-react';
import type { NoteView } from '@gears/domain';
import { linkedRecordLabels, noteTypeLabels } from '@gears/domain/notes/note.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { quoteDetailsUrl } from '../../../lib/quote-links.ts';
import { attachmentUrl } from '../api/notes-api.ts';

type Props = {
  note: NoteView;
  highlighted?: boolean;
  showAuthor: boolean;
  mayRequestQuote: boolean;
  isConverting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onConvert: () => void;
};

const priorityVariant = { High: 'destructive', Medium: 'warning', Low: 'secondary' } as const;

/** One note in the list: its text, type, machine, the accepted analysis, its files and what can be done with it. */
export function NoteCard({ note, highlighted, showAuthor, mayRequestQuote, isConverting, onEdit, onDelete, onConvert }: Props) {
  const photos = note.attachments.filter((a) => a.kind === 'photo');
  const documents = note.attachments.filter((a) => a.kind === 'document');
  // An equipment note's linked record is its machine: one link to the machine, not the same name twice.
  const referencesItsMachine = note.noteType === 'equipment' && note.referenceId !== null && note.referenceId === note.equipmentId;
  return (
    <li
      id={`note-${note.id}`}
      className={`grid gap-2 rounded-lg border bg-card p-3 ${highlighted ? 'border-primary ring-1 ring-primary' : ''}`}
      aria-label={note.title ?? note.content.slice(0, 60)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StickyNote className="size-4 text-muted-foreground" aria-hidden />
        <span className="min-w-0 flex-1 truncate font-medium">{note.title ?? note.content.split('\n')[0]}</span>
        <Badge variant="outline">{noteTypeLabels[note.noteType]}</Badge>
        {note.analysis ? <Badge variant={priorityVariant[note.analysis.priority]}>{note.analysis.priority}</Badge> : null}
      </div>
      <p className="whitespace-pre-line text-sm">{note.content}</p>
      {note.analysis ? (
        <div className="grid gap-1 rounded-md bg-muted/60 p-2 text-xs">
          <p>
            <span className="font-medium">Category:</span> {note.analysis.category} · <span className="font-medium">Confidence:</span>{' '}
            {Math.round(note.analysis.confidence * 100)}% ({note.analysis.source === 'model' ? 'AI model' : 'local analysis'})
          </p>
          {note.analysis.tags.length > 0 ? (
            <p className="flex flex-wrap gap-1">
              {note.analysis.tags.map((t) => (
                <Badge key={t} variant="secondary">
                  {t}
                </Badge>
              ))}
            </p>
          ) : null}
          {note.analysis.followUpActions.length > 0 ? (
            <ul className="list-disc pl-4">
              {note.analysis.followUpActions.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {photos.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {photos.map((p) => (
            <a key={p.id} href={attachmentUrl(note.id, p.id)} target="_blank" rel="noreferrer">
              <img src={attachmentUrl(note.id, p.id)} alt={p.fileName} loading="lazy" className="size-20 rounded-md border object-cover" />
            </a>
          ))}
        </div>
      ) : null}
      {documents.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {documents.map((d) => (
            <li key={d.id}>
              <a className="inline-flex items-center gap-1 underline" href={`${attachmentUrl(note.id, d.id)}?download=true`}>
                <FileText className="size-3.5" aria-hidden /> {d.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {note.equipmentName && !referencesItsMachine ? (
          <Link
            className="inline-flex items-center gap-1 underline"
            to={`/dashboard/notes?equipment_id=${encodeURIComponent(note.equipmentId!)}`}
          >
            <Truck className="size-3.5" aria-hidden /> {note.equipmentName}
          </Link>
        ) : null}
        {note.referenceLabel && note.referencePath && note.noteType !== 'general' ? (
          <Link className="inline-flex items-center gap-1 underline" to={note.referencePath}>
            <Link2 className="size-3.5" aria-hidden /> {linkedRecordLabels[note.noteType]}: {note.referenceLabel}
          </Link>
        ) : null}
        <span>{formatDateTime(note.createdAt)}</span>
        {showAuthor ? <span>{note.isMine ? 'By you' : `By ${note.authorName ?? 'provider staff'}`}</span> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden /> Edit
        </Button>
        {note.quoteRequestId ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={quoteDetailsUrl(note.quoteRequestId)}>
              <Send aria-hidden /> View quote request
            </Link>
          </Button>
        ) : mayRequestQuote ? (
          <Button variant="outline" size="sm" onClick={onConvert} disabled={isConverting}>
            <Send aria-hidden /> {isConverting ? 'Creating…' : 'Convert to quote request'}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onDelete} className="text-destructive">
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
