import { FileText, MapPin, Package, Receipt, StickyNote, Truck, Wrench, type LucideIcon } from 'lucide-react';
import type { SearchGroup, SearchKind, SearchResult } from '@gears/domain';
import type { SearchTone } from '@gears/domain/search/search.rules';
import { cn } from '../../../lib/cn.ts';

const kindIcons: Record<SearchKind, LucideIcon> = {
  equipment: Truck,
  task: Wrench,
  part: Package,
  quote: FileText,
  invoice: Receipt,
  job_site: MapPin,
  note: StickyNote,
};

/** spec 01 §2 result colours, from the theme's status tokens (the label always says it too). */
const toneClasses: Record<SearchTone, string> = {
  green: 'bg-success/15 text-success',
  red: 'bg-destructive/15 text-destructive',
  yellow: 'bg-primary/20 text-accent-text',
  blue: 'bg-info/15 text-info',
  gray: 'bg-muted text-muted-foreground',
};

export const optionId = (index: number) => `global-search-option-${index}`;

type Props = {
  groups: SearchGroup[];
  activeIndex: number;
  onHover: (index: number) => void;
  onChoose: (result: SearchResult) => void;
};

/** The results, grouped by kind with each kind's total; one listbox, so arrow keys move across groups. */
export function SearchResults({ groups, activeIndex, onHover, onChoose }: Props) {
  let index = -1;
  return (
    <div id="global-search-results" role="listbox" aria-label="Search results" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {groups.map((group) => {
        const Icon = kindIcons[group.kind];
        const headingId = `global-search-group-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={headingId} className="min-w-0">
            <div
              id={headingId}
              className="flex items-center justify-between px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <span>{group.label}</span>
              <span className="font-normal normal-case tabular-nums">
                {group.results.length < group.total || group.isTotalCapped
                  ? `${group.results.length} of ${group.isTotalCapped ? `${group.total}+` : group.total}`
                  : group.total}
              </span>
            </div>
            {group.results.map((result) => {
              index += 1;
              const mine = index;
              const active = mine === activeIndex;
              return (
                <div
                  key={result.id}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={active}
                  onMouseMove={() => onHover(mine)}
                  onClick={() => onChoose(result)}
                  className={cn('flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5', active && 'bg-muted')}
                >
                  <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <div className="truncate text-sm font-medium">{result.title}</div>
                    {result.subtitle || result.code ? (
                      <div className="truncate text-xs text-muted-foreground">
                        {[result.code, result.subtitle].filter(Boolean).join(' · ')}
                      </div>
                    ) : null}
                  </div>
                  <span
                    className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', toneClasses[result.tone])}
                    data-tone={result.tone}
                  >
                    {result.statusLabel}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
