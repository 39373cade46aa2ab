import { useState, type KeyboardEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

export type InlineParse = { ok: true; value: string | number | null } | { ok: false; error: string };

type InlineFieldProps = {
  label: string;
  /** The stored value shown when not editing. */
  display: string;
  /** The text the editor starts with. */
  initial: string;
  parse: (text: string) => InlineParse;
  onSave: (value: string | number | null) => Promise<unknown>;
  type?: 'text' | 'number';
  step?: number;
  min?: number;
  className?: string;
};

/** spec 02 §2 overview: each field has an edit mode; Enter saves, Escape cancels. */
export function InlineField({ label, display, initial, parse, onSave, type = 'text', step, min, className }: InlineFieldProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = `inline-${label.toLowerCase().replace(/\W+/g, '-')}`;

  function start() {
    setText(initial);
    setError(null);
    setEditing(true);
  }

  async function save() {
    const parsed = parse(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.value);
      setEditing(false);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Update failed');
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // Cancel the edit only; the dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setEditing(false);
    }
  }

  if (!editing) {
    return (
      <div className={cn('group grid min-w-0 gap-0.5', className)}>
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <span className="truncate font-medium">{display}</span>
          <Button variant="ghost" size="icon" className="size-9 md:size-7" onClick={start} aria-label={`Edit ${label.toLowerCase()}`}>
            <Pencil aria-hidden="true" />
          </Button>
        </dd>
      </div>
    );
  }

  return (
    <div className={cn('grid min-w-0 gap-0.5', className)}>
      <dt>
        <label htmlFor={inputId} className="text-xs text-muted-foreground">
          {label}
        </label>
      </dt>
      <dd className="grid gap-1">
        <div className="flex items-center gap-1">
          <Input
            id={inputId}
            autoFocus
            type={type}
            step={step}
            min={min}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={saving}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            className="h-9"
            data-inline-editor=""
          />
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={() => void save()}
            disabled={saving}
            aria-label={`Save ${label.toLowerCase()}`}
          >
            <Check aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-9" onClick={() => setEditing(false)} disabled={saving} aria-label="Cancel">
            <X aria-hidden="true" />
          </Button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-xs text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-[11px] text-muted-foreground">
            Enter saves · Escape cancels
          </p>
        )}
      </dd>
    </div>
  );
}
