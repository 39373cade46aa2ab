import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Tab<T extends string> = { value: T; label: string; panel: ReactNode };

/**
 * A tab list and its panels without Radix, for the sign-in page only: it is on the login → dashboard path, where Radix
 * Tabs (roving focus and collection, ≈ 8 kB gzipped) do not fit the 170 kB budget (DESIGN §7). The WAI-ARIA tabs pattern:
 * role tablist / tab / tabpanel, aria-selected and aria-controls, arrow keys, Home and End move and select (automatic
 * activation); the look is components/ui/tabs.tsx's. Every other screen keeps the Radix tabs.
 */
export function TwoTabs<T extends string>({ value, onChange, tabs }: { value: T; onChange: (value: T) => void; tabs: Tab<T>[] }) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="grid w-full grid-cols-2 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(el) => void (refs.current[index] = el)}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={cn(
                'inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring md:min-h-8',
                selected && 'bg-card text-foreground shadow-xs',
              )}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.value === value ? (
          <div key={tab.value} role="tabpanel" id={`${id}-panel-${tab.value}`} aria-labelledby={`${id}-tab-${tab.value}`} className="mt-4">
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
