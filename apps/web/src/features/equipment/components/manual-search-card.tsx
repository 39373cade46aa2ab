import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BookOpen, FileQuestion, RefreshCw, Search } from 'lucide-react';
import { toast } from 'sonner';
import type { ManualSearchResult } from '@gears/domain/manuals/manuals.schema';
import { manualMessages as m } from '@gears/domain/manuals/messages';
import { manualScoreColor } from '@gears/domain/manuals/score.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { recordManualSelection, useManualQuoteRequest, useManualSearch } from '../api/manuals-api.ts';
import { HighlightedText } from './highlighted-text.tsx';

const scoreVariant = { green: 'success', yellow: 'warning', orange: 'destructive' } as const;

type ManualSearchCardProps = {
  equipmentId: string;
  /** 'Reprocess All Manuals' when a search finds nothing (spec 02 §2); absent when the person may not reprocess. */
  onReprocessAll?: () => void;
  reprocessing?: boolean;
};

/**
 * spec 02 §2 documents tab manual search card: a query box, results (file, page, score as a percentage in the spec's
 * colours, the passage with its matches marked) scrolling at 500 px, 'View in Manual' and 'Request Quote for This'.
 */
export function ManualSearchCard({ equipmentId, onReprocessAll, reprocessing }: ManualSearchCardProps) {
  const [query, setQuery] = useState('');
  const search = useManualSearch(equipmentId);
  const quote = useManualQuoteRequest();
  const [quoted, setQuoted] = useState<Set<string>>(new Set());
  const mayRequestQuote = useCan('quotes.request');
  const navigate = useNavigate();
  const data = search.data;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) {
      toast.error(m.searchQueryRequired, { description: m.searchQueryRequiredText });
      return;
    }
    search.mutate(query.trim());
  }

  function view(result: ManualSearchResult, index: number) {
    recordManualSelection(data?.searchId ?? null, index);
    void navigate(result.href);
  }

  return (
    <section aria-labelledby="manual-search-title" className="grid min-w-0 gap-3 rounded-lg border p-3">
      <div className="flex items-center gap-2">
        <BookOpen className="size-5 text-muted-foreground" aria-hidden="true" />
        <h3 id="manual-search-title" className="font-semibold">
          Search manuals
        </h3>
      </div>
      <form onSubmit={onSubmit} className="flex gap-2" role="search">
        <Input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="e.g. hydraulic filter, track tension"
          aria-label="Search this machine's manuals"
          maxLength={500}
          className="min-w-0"
        />
        <Button type="submit" disabled={search.isPending}>
          <Search aria-hidden="true" />
          {search.isPending ? 'Searching…' : 'Search'}
        </Button>
      </form>
      {data && data.results.length === 0 ? (
        <div className="grid justify-items-start gap-2 rounded-md bg-muted/50 p-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <FileQuestion className="size-4" aria-hidden="true" />
            {m.noResults}
          </p>
          <p className="text-muted-foreground">
            Nothing in this machine's indexed manuals matches. A manual added or fixed lately may need reprocessing.
          </p>
          {onReprocessAll ? (
            <Button variant="outline" size="sm" onClick={onReprocessAll} disabled={reprocessing}>
              <RefreshCw aria-hidden="true" />
              Reprocess All Manuals
            </Button>
          ) : null}
        </div>
      ) : null}
      {data && data.results.length > 0 ? (
        <ol className="grid max-h-[500px] gap-2 overflow-y-auto pr-1" aria-label="Manual search results">
          {data.results.map((result, index) => (
            <li key={result.id} className="grid gap-2 rounded-md border p-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="min-w-0 truncate font-medium">{result.fileName}</span>
                <span className="text-muted-foreground">Page {result.page}</span>
                <Badge variant={scoreVariant[manualScoreColor(result.score)]} className="ml-auto" title="How well this passage matches">
                  {Math.round(result.score * 100)}% match
                </Badge>
              </div>
              <p className="text-sm leading-relaxed">
                <HighlightedText text={result.text} ranges={result.highlights} />
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => view(result, index)}>
                  <BookOpen aria-hidden="true" />
                  View in Manual
                </Button>
                {mayRequestQuote ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={quote.isPending || quoted.has(result.id)}
                    onClick={() =>
                      quote.mutate(
                        { searchId: data.searchId, resultIndex: index, result },
                        { onSuccess: () => setQuoted((prev) => new Set(prev).add(result.id)) },
                      )
                    }
                  >
                    {quoted.has(result.id) ? m.quoteRequestSubmitted : 'Request Quote for This'}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
