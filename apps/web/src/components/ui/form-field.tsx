import type { ReactNode } from 'react';
import { Label } from './label.tsx';

type FormFieldProps = { id: string; label: string; hint?: string; error?: string | null; children: ReactNode };

/** A label, the control and its message, linked for screen readers. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <FieldError id={id} error={error} />
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The message under control `id`, read out when it appears; nothing without an error. Its id is `${id}-error`. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
      {error}
    </p>
  );
}

/** Marks control `id` invalid and points it at its FieldError while there is an error. */
export function errorAria(id: string, error: string | null | undefined) {
  return error ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const) : {};
}
