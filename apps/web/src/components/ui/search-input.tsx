import type { InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A search field with the magnifier inside it on the left. className goes to the wrapper (its width in a row: flex-1,
 * min-w-0); name the field with aria-label or a <label htmlFor={id}>.
 */
export function SearchInput({ className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
