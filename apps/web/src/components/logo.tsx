import { cn } from '../lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" className="fill-zinc-900 dark:fill-zinc-800" />
      <path d="M16 7a9 9 0 1 0 9 9h-9" fill="none" stroke="#f59e0b" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** `wordOnWide`: the name is shown from 420 px up and read to screen readers below (the phone header's five buttons). */
export function Logo({ className, compact = false, wordOnWide = false }: { className?: string; compact?: boolean; wordOnWide?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark />
      {compact ? (
        <span className="sr-only">GEARS Portal</span>
      ) : (
        <span className={cn('whitespace-nowrap', wordOnWide && 'max-[419px]:sr-only')}>GEARS Portal</span>
      )}
    </span>
  );
}
