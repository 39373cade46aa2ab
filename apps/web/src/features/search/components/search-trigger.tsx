import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from 'lucide-react';

// The dialog, its query and its results load on first open: the header costs the dashboard's first screen ~1 kB.
const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog.tsx')).SearchDialog }));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * spec 01 §2 header global search: a search box on desktop and an icon on phones, both opening the search dialog;
 * Ctrl+K (⌘K on a Mac) opens it from anywhere in the dashboard.
 */
export function SearchTrigger() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const shortcut = isMac ? '⌘K' : 'Ctrl K';

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        className="hidden h-9 w-72 items-center gap-2 rounded-md border bg-background px-3 text-sm text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:mr-2 md:inline-flex lg:w-80"
      >
        <Search className="size-4 shrink-0" aria-hidden="true" />
        <span className="flex-1 truncate text-left">Search equipment, quotes…</span>
        <kbd className="rounded border bg-muted px-1.5 py-0.5 font-sans text-[11px] font-medium">{shortcut}</kbd>
      </button>
      <button
        type="button"
        onClick={show}
        aria-label="Search"
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:hidden"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
