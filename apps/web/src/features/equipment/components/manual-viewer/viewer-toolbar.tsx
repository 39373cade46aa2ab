import { useEffect, useState, type FormEvent } from 'react';
import { ChevronLeft, ChevronRight, Download, Minus, Plus, Search } from 'lucide-react';
import { manualZoom, nextZoom } from '@gears/domain/manuals/score.rules';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';

type ToolbarProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  query: string;
  onQuery: (q: string) => void;
  matchCount: number;
  matchIndex: number;
  onMatch: (direction: 1 | -1) => void;
  onDownload: () => void;
  downloading: boolean;
  showZoom: boolean;
};

/** spec 02 §2 manual viewer controls: page navigation, match navigation, zoom (spec 02 §9: 0.5–3 by 0.25), download. */
export function ViewerToolbar(props: ToolbarProps) {
  const { page, pageCount, onPage, zoom, onZoom, matchCount, matchIndex, onMatch } = props;
  const [pageText, setPageText] = useState(String(page));
  const [queryText, setQueryText] = useState(props.query);
  useEffect(() => setPageText(String(page)), [page]);
  useEffect(() => setQueryText(props.query), [props.query]);

  function goToPage(event: FormEvent) {
    event.preventDefault();
    const n = Number(pageText);
    if (Number.isInteger(n) && n >= 1 && n <= pageCount) onPage(n);
    else setPageText(String(page));
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2">
      <div className="flex items-center gap-1" role="group" aria-label="Pages">
        <Button variant="outline" size="icon" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <form onSubmit={goToPage} className="flex items-center gap-1 text-sm">
          <Input
            aria-label="Page number"
            inputMode="numeric"
            className="w-14 text-center"
            value={pageText}
            onChange={(e) => setPageText(e.target.value)}
            onBlur={goToPage}
          />
          <span className="whitespace-nowrap text-muted-foreground" data-testid="page-count">
            of {pageCount}
          </span>
        </form>
        <Button variant="outline" size="icon" aria-label="Next page" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <form
        role="search"
        className="flex min-w-0 flex-1 items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          props.onQuery(queryText.trim());
        }}
      >
        <Input
          aria-label="Find in manual"
          placeholder="Find in manual"
          value={queryText}
          onChange={(e) => setQueryText(e.target.value)}
          className="min-w-28"
        />
        <Button type="submit" variant="outline" size="icon" aria-label="Find">
          <Search aria-hidden="true" />
        </Button>
      </form>
      <div className="flex items-center gap-1" role="group" aria-label="Matches">
        <Button variant="outline" size="icon" aria-label="Previous match" disabled={matchCount === 0} onClick={() => onMatch(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="min-w-24 text-center text-sm whitespace-nowrap" aria-live="polite" data-testid="match-status">
          {matchCount === 0 ? (props.query ? 'No matches' : 'No search') : `Match ${matchIndex + 1} of ${matchCount}`}
        </span>
        <Button variant="outline" size="icon" aria-label="Next match" disabled={matchCount === 0} onClick={() => onMatch(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {props.showZoom ? (
        <div className="flex items-center gap-1" role="group" aria-label="Zoom">
          <Button
            variant="outline"
            size="icon"
            aria-label="Zoom out"
            disabled={zoom <= manualZoom.min}
            onClick={() => onZoom(nextZoom(zoom, -1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <span className="w-12 text-center text-sm" data-testid="zoom-level">
            {Math.round(zoom * 100)}%
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label="Zoom in"
            disabled={zoom >= manualZoom.max}
            onClick={() => onZoom(nextZoom(zoom, 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <Button variant="outline" onClick={props.onDownload} disabled={props.downloading}>
        <Download aria-hidden="true" />
        Download
      </Button>
    </div>
  );
}
