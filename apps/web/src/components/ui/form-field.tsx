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
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
