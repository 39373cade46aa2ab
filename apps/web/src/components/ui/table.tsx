import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Below md, a `cards` table shows each row as a card: the header row is kept for screen readers only and each cell
 * prints its column name (TableCell `label`) before its value, so wide rows (actions, prices) never leave the screen.
 */
const phoneCards = cn(
  'max-md:block max-md:[&_thead]:sr-only max-md:[&_tbody]:grid max-md:[&_tbody]:gap-3',
  'max-md:[&_tbody>tr]:grid max-md:[&_tbody>tr]:gap-1 max-md:[&_tbody>tr]:rounded-lg max-md:[&_tbody>tr]:border max-md:[&_tbody>tr]:bg-card max-md:[&_tbody>tr]:p-3',
  'max-md:[&_tbody_td]:flex max-md:[&_tbody_td]:min-w-0 max-md:[&_tbody_td]:items-center max-md:[&_tbody_td]:justify-between max-md:[&_tbody_td]:gap-3 max-md:[&_tbody_td]:px-0 max-md:[&_tbody_td]:py-1 max-md:[&_tbody_td]:text-right',
  'max-md:[&_tbody_td[data-label]]:before:shrink-0 max-md:[&_tbody_td[data-label]]:before:text-left max-md:[&_tbody_td[data-label]]:before:text-xs max-md:[&_tbody_td[data-label]]:before:text-muted-foreground max-md:[&_tbody_td[data-label]]:before:content-[attr(data-label)]',
);

export function Table({ className, cards = false, ...props }: HTMLAttributes<HTMLTableElement> & { cards?: boolean }) {
  return (
    <div className={cn('w-full overflow-x-auto rounded-lg border', cards && 'max-md:overflow-visible max-md:rounded-none max-md:border-0')}>
      <table className={cn('w-full caption-bottom border-collapse text-sm', cards && phoneCards, className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('sticky top-0 bg-muted/60 text-left', className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b last:border-b-0 hover:bg-muted/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('h-10 px-3 text-xs font-medium whitespace-nowrap text-muted-foreground', className)} {...props} />;
}

/** `label`: the column's name, shown before the value when a `cards` table is a card (phones). */
export function TableCell({ className, label, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { label?: string }) {
  return <td data-label={label} className={cn('px-3 py-2 align-middle', className)} {...props} />;
}
