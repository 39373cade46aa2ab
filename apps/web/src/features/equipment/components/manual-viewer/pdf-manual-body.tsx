import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ManualView } from '@gears/domain/manuals/manuals.schema';
import { manualMessages as m } from '@gears/domain/manuals/messages';
import { findTermMatches, searchStems } from '@gears/domain/manuals/score.rules';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { apiDownload, errorMessage } from '../../../../lib/api-client.ts';
import { manualPageQuery } from '../../api/manuals-api.ts';
import { HighlightedText } from '../highlighted-text.tsx';
import { loadPdfManual, type PdfManual } from './pdf-manual.ts';
import { PdfPageView, type PdfMatch } from './pdf-page-view.tsx';

export type BodyProps = {
  manual: ManualView;
  equipmentId: string;
  page: number;
  query: string;
  zoom: number;
  matchIndex: number;
  setMatchIndex: (i: number) => void;
  onPage: (page: number) => void;
  toolbar: (pageCount: number, matchCount: number, onMatch: (direction: 1 | -1) => void) => React.ReactNode;
};

/** A match in a scanned page's OCR text (it has no text layer to mark on the drawn page). */
const ocrItem = -1;

/**
 * Scanned pages (no text layer for pdf.js) and the text the indexing job read from them by OCR, so their matches are
 * found and shown like the others' (issue 18: "a scanned manual without a text layer is OCR'd by the job").
 */
function useScannedTexts(equipmentId: string, manual: ManualView, texts: string[][]): Map<number, string> {
  const scanned = texts.flatMap((items, i) => (items.join('').trim() === '' ? [i + 1] : []));
  const read = useQuery({
    queryKey: ['equipment', 'manual-ocr-pages', equipmentId, manual.id, scanned],
    queryFn: ({ signal }) => Promise.all(scanned.map((page) => manualPageQuery(equipmentId, manual.id, page).queryFn({ signal }))),
    enabled: manual.status === 'indexed' && manual.ocrPageCount > 0 && scanned.length > 0,
  });
  return useMemo(() => new Map((read.data ?? []).flatMap((p) => (p.isOcr ? [[p.page, p.text] as const] : []))), [read.data]);
}

/** A PDF manual drawn by pdf.js, with matches marked on text pages and in the OCR text of scanned pages. */
export function PdfManualBody({ manual, equipmentId, page, query, zoom, matchIndex, setMatchIndex, onPage, toolbar }: BodyProps) {
  const [pdf, setPdf] = useState<PdfManual | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [texts, setTexts] = useState<string[][]>([]);

  useEffect(() => {
    let live = true;
    let opened: PdfManual | null = null;
    setFailed(null);
    apiDownload(manual.url)
      .then(async (file) => loadPdfManual(await file.blob.arrayBuffer()))
      .then((doc) => {
        opened = doc;
        if (live) setPdf(doc);
        else doc.destroy();
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(errorMessage(error, m.pdfLoadErrorText));
        toast.error(m.pdfLoadError, { description: m.pdfLoadErrorText });
      });
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [manual.url, attempt]);

  useEffect(() => {
    if (pdf) void pdf.pageTexts().then(setTexts);
  }, [pdf]);

  const ocrTexts = useScannedTexts(equipmentId, manual, texts);
  const matches = useMemo(() => {
    const stems = searchStems(query);
    const out: PdfMatch[] = [];
    texts.forEach((items, p) => {
      const ocr = ocrTexts.get(p + 1);
      if (ocr !== undefined) return findTermMatches(ocr, stems).forEach((r) => out.push({ page: p + 1, item: ocrItem, ...r }));
      items.forEach((str, item) => findTermMatches(str, stems).forEach((r) => out.push({ page: p + 1, item, start: r.start, end: r.end })));
    });
    return out;
  }, [texts, ocrTexts, query]);

  // A new search (or the document's text arriving) starts at the first match on or after the page opened.
  useEffect(() => {
    const first = matches.findIndex((x) => x.page >= page);
    setMatchIndex(first >= 0 ? first : 0);
    // Only when the matches change: moving between pages must not reset the current match.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matches]);

  const onError = useCallback(() => toast.error(m.pdfLoadError, { description: m.pdfLoadErrorText }), []);
  const current = matches[matchIndex] ?? null;
  useEffect(() => {
    document
      .querySelector('[data-testid="manual-ocr-text"] [data-current="true"]')
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [current]);

  function onMatch(direction: 1 | -1) {
    if (matches.length === 0) return;
    const next = (matchIndex + direction + matches.length) % matches.length;
    setMatchIndex(next);
    if (matches[next]!.page !== page) onPage(matches[next]!.page);
  }

  if (failed) return <ErrorState message={`${m.pdfLoadError}: ${failed}`} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!pdf) return <SkeletonRows rows={8} label="Opening the manual" />;
  const shownPage = Math.min(page, pdf.numPages);
  const onPageMatches = matches.filter((x) => x.page === shownPage);
  const ocrText = ocrTexts.get(shownPage);
  return (
    <>
      {toolbar(pdf.numPages, matches.length, onMatch)}
      <div className="grid max-h-[calc(100dvh-14rem)] gap-3 overflow-auto rounded-lg border bg-muted/40 p-2 sm:p-4">
        <PdfPageView
          pdf={pdf}
          page={shownPage}
          zoom={zoom}
          matches={onPageMatches.filter((x) => x.item !== ocrItem)}
          current={current && current.page === shownPage && current.item !== ocrItem ? current : null}
          onError={onError}
        />
        {ocrText !== undefined ? (
          <section
            aria-label="Text read from this scanned page"
            data-testid="manual-ocr-text"
            className="mx-auto grid w-full max-w-2xl gap-1 rounded-md border bg-card p-3 text-sm"
          >
            <p className="text-xs text-muted-foreground">This page is a scan. Its text, read by OCR when the manual was indexed:</p>
            <p className="leading-relaxed whitespace-pre-wrap">
              <HighlightedText
                text={ocrText}
                ranges={onPageMatches.map((x) => ({ start: x.start, length: x.end - x.start }))}
                currentIndex={current && current.page === shownPage ? onPageMatches.indexOf(current) : undefined}
              />
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
