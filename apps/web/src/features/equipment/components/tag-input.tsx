import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { addTag, maxTags, removeLastTag } from '@gears/domain/equipment/tags.rules';
import { cn } from '../../../lib/cn.ts';

type TagInputProps = { id: string; value: string[]; onChange: (tags: string[]) => void; describedBy?: string };

/** spec 02 §5 tags: lowercased, trimmed, no duplicates, at most 10; Enter or comma adds, Backspace removes the last. */
export function TagInput({ id, value, onChange, describedBy }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function commit(raw: string): boolean {
    const result = addTag(value, raw);
    setError(result.error);
    if (result.added) onChange(result.tags);
    return result.error === null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (commit(draft)) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      setError(null);
      onChange(removeLastTag(value));
    }
  }

  // A pasted "a, b, c" adds each complete piece; the text after the last comma stays in the box.
  function onInput(text: string) {
    if (!text.includes(',')) {
      setDraft(text);
      return;
    }
    const pieces = text.split(',');
    const rest = pieces.pop() ?? '';
    let tags = value;
    let problem: string | null = null;
    for (const piece of pieces) {
      const result = addTag(tags, piece);
      tags = result.tags;
      problem = result.error ?? problem;
    }
    if (tags !== value) onChange(tags);
    setError(problem);
    setDraft(rest);
  }

  const errorId = `${id}-tag-error`;
  return (
    <div className="grid gap-1">
      <div
        className={cn(
          'flex min-h-11 flex-wrap items-center gap-1.5 rounded-md border border-input bg-card px-2 py-1.5 shadow-xs focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring md:min-h-9',
          error && 'border-destructive',
        )}
      >
        <ul className="contents" aria-label="Chosen tags">
          {value.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2 text-xs">
              {tag}
              <button
                type="button"
                className="inline-flex size-5 items-center justify-center rounded-full hover:bg-muted"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((item) => item !== tag))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit(draft) && setDraft('')}
          placeholder={value.length >= maxTags ? '' : value.length ? 'Add another' : 'Type a tag, then Enter'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined}
          className="min-w-24 flex-1 bg-transparent py-1 text-sm outline-none placeholder:text-muted-foreground"
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {value.length}/{maxTags} tags · Enter or comma adds, Backspace removes the last
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
