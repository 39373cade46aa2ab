import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A native checkbox in the accent colour; wrap it in a label of at least 44 px on phones. */
export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function Checkbox(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn('size-5 shrink-0 cursor-pointer rounded border-input accent-[var(--primary)] md:size-4', className)}
      {...props}
    />
  );
});
