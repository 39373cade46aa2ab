import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Loader2, Search } from 'lucide-react';
import type { SearchResult } from '@gears/domain';
import { searchMaxLength, searchMessages, searchMinLength } from '@gears/domain/search/search.rules';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGlobalSearch } from '../api/search-api.ts';
import { optionId, SearchResults } from './search-results.tsx';

/** spec 01 §5: the search waits 300 ms after the last keystroke. */
export const searchDebounceMs = 300;

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The global search dialog (spec 01 §2, §5): type, move with the arrow keys, Enter opens, Escape closes. */
export function SearchDialog({ open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), searchDebounceMs);
  const search = useGlobalSearch(term);
  const [activeIndex, setActiveIndex] = useState(0);
  const ready = term.length >= searchMinLength;
  const groups = useMemo(() => (ready && search.data ? search.data.groups : []), [ready, search.data]);
  const flat = useMemo(() => groups.flatMap((g) => g.results), [groups]);

  useEffect(() => setActiveIndex(0), [groups]);
  useEffect(() => {
    if (open) return;
    setText('');
  }, [open]);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (result: SearchResult) => {
    onOpenChange(false);
    void navigate(result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (flat.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((i) => (i + 1) % flat.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((i) => (i - 1 + flat.length) % flat.length);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActiveIndex(flat.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = flat[activeIndex];
      if (result) choose(result);
    }
  };

  const settled = ready && term === search.data?.query && !search.isFetching;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby="global-search-help"
        className="top-3 max-w-xl translate-y-0 grid-cols-[minmax(0,1fr)] gap-0 p-0 md:top-[12vh]"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById('global-search-input')?.focus();
        }}
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription id="global-search-help" className="sr-only">
          Search equipment, maintenance, parts, quotes and invoices. Use the arrow keys to choose a result and Enter to open it.
        </DialogDescription>
        <div className="flex items-center gap-2 border-b px-3 pr-12">
          {search.isFetching ? (
            <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
          ) : (
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <input
            id="global-search-input"
            type="text"
            enterKeyHint="search"
            role="combobox"
            aria-label="Search"
            aria-expanded={flat.length > 0}
            aria-controls="global-search-results"
            aria-activedescendant={flat.length > 0 ? optionId(activeIndex) : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            maxLength={searchMaxLength}
            placeholder="Search equipment, maintenance, parts, quotes…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
          />
        </div>
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-2" aria-live="polite">
          {!ready ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">
              {text.trim().length > 0 && text.trim().length < searchMinLength
                ? searchMessages.tooShort
                : 'Find equipment by name, model or serial, tasks, parts, quotes and invoices by number.'}
            </p>
          ) : search.isError ? (
            <div className="grid justify-items-center gap-3 px-2 py-6 text-center" role="alert">
              <p className="text-sm">{searchMessages.failed}</p>
              <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
                Try again
              </Button>
            </div>
          ) : groups.length > 0 ? (
            <SearchResults groups={groups} activeIndex={activeIndex} onHover={setActiveIndex} onChoose={choose} />
          ) : settled ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">{searchMessages.noResults(term)}</p>
          ) : (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">Searching…</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
