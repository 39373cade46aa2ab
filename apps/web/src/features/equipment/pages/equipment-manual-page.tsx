import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BookOpen, ChevronLeft } from 'lucide-react';
import { toast } from 'sonner';
import type { ManualView } from '@gears/domain/manuals/manuals.schema';
import { manualMessages as m } from '@gears/domain/manuals/messages';
import { findTermMatches, manualZoom, searchStems } from '@gears/domain/manuals/score.rules';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { apiDownload, errorMessage } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useEquipment } from '../api/equipment-api.ts';
import { useManualPage, useManuals } from '../api/manuals-api.ts';
import { HighlightedText } from '../components/highlighted-text.tsx';
import { PdfManualBody, type BodyProps } from '../components/manual-viewer/pdf-manual-body.tsx';
import { ViewerToolbar } from '../components/manual-viewer/viewer-toolbar.tsx';

/**
 * spec 02 §2 /dashboard/equipment/{id}/manual: a machine's manual at a page (?doc, ?page) with the searched words marked
 * (?q). PDFs are drawn by pdf.js (this page is a lazy chunk, pdf.js a further one); Word and text manuals show the
 * section's text as indexed. No demo content: a machine without manuals says so (DESIGN §6).
 */
export function EquipmentManualPage() {
  usePageMeta('Manual', { noindex: true });
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const manuals = useManuals(id);
  const equipment = useEquipment(id);
  const chosen = pickManual(manuals.data, params.get('doc'));
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [zoom, setZoom] = useState<number>(initialZoom);
  const [matchIndex, setMatchIndex] = useState(0);
  const [downloading, setDownloading] = useState(false);

  const update = useCallback(
    (next: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(next)) {
            if (v === null || v === '') out.delete(k);
            else out.set(k, v);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  async function download() {
    if (!chosen) return;
    setDownloading(true);
    try {
      const file = await apiDownload(`${chosen.url}?download=true`);
      const href = URL.createObjectURL(file.blob);
      const link = Object.assign(document.createElement('a'), { href, download: file.fileName ?? chosen.fileName });
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (error) {
      toast.error(m.downloadUnavailable, { description: errorMessage(error, 'The manual could not be downloaded. Please try again.') });
    } finally {
      setDownloading(false);
    }
  }

  const back = `/dashboard/equipment?id=${encodeURIComponent(id)}`;
  const header = (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={back}>
          <ChevronLeft aria-hidden="true" />
          {equipment.data?.name ?? 'Equipment'}
        </Link>
      </Button>
      <h1 className="flex min-w-0 items-center gap-2 text-lg font-semibold">
        <BookOpen className="size-5 shrink-0" aria-hidden="true" />
        <span className="truncate">{chosen?.fileName ?? 'Manual'}</span>
      </h1>
      {manuals.data && manuals.data.length > 1 ? (
        <select
          aria-label="Manual"
          className="ml-auto h-9 max-w-full rounded-md border bg-card px-2 text-sm"
          value={chosen?.id ?? ''}
          onChange={(e) => update({ doc: e.target.value, page: '1' })}
        >
          {manuals.data.map((x) => (
            <option key={x.id} value={x.id}>
              {x.fileName}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );

  if (manuals.isPending) return <SkeletonRows rows={6} label="Loading manual" />;
  if (manuals.isError)
    return <ErrorState message={errorMessage(manuals.error, 'Could not load the manuals.')} onRetry={() => void manuals.refetch()} />;
  if (!chosen)
    return (
      <div className="grid gap-4">
        {header}
        <EmptyState
          title="No manuals for this machine yet"
          description="Upload the operator's or service manual (PDF, Word or text) in the machine's Documents tab to read and search it here."
        />
      </div>
    );

  const common = {
    manual: chosen,
    equipmentId: id,
    page,
    query,
    zoom,
    matchIndex,
    setMatchIndex,
    onPage: (p: number) => update({ page: String(p) }),
    toolbar: (pageCount: number, matchCount: number, onMatch: (d: 1 | -1) => void) => (
      <ViewerToolbar
        page={page}
        pageCount={pageCount}
        onPage={(p) => update({ page: String(p) })}
        zoom={zoom}
        onZoom={setZoom}
        query={query}
        onQuery={(q) => {
          setMatchIndex(0);
          update({ q });
        }}
        matchCount={matchCount}
        matchIndex={matchIndex}
        onMatch={onMatch}
        onDownload={() => void download()}
        downloading={downloading}
        showZoom={chosen.format === 'pdf'}
      />
    ),
  };
  return (
    <div className="grid gap-3">
      {header}
      {chosen.format === 'pdf' ? <PdfManualBody key={chosen.id} {...common} /> : <TextManualBody key={chosen.id} {...common} />}
    </div>
  );
}

/** On a phone the page starts at the largest zoom step that fits its width (a US letter page is 612 points wide). */
function initialZoom(): number {
  const fit = Math.floor((window.innerWidth - 48) / 612 / manualZoom.step) * manualZoom.step;
  return Math.min(manualZoom.initial, Math.max(manualZoom.min, fit));
}

/** The manual asked for, else the first one indexed, else the first. */
function pickManual(manuals: ManualView[] | undefined, doc: string | null): ManualView | null {
  if (!manuals || manuals.length === 0) return null;
  return manuals.find((x) => x.id === doc) ?? manuals.find((x) => x.status === 'indexed') ?? manuals[0]!;
}

function TextManualBody({ manual, equipmentId, page, query, matchIndex, setMatchIndex, onPage, toolbar }: BodyProps) {
  const pageCount = Math.max(1, manual.pageCount);
  const section = useManualPage(equipmentId, manual.id, Math.min(page, pageCount), manual.status === 'indexed');
  const ranges = useMemo(
    () => findTermMatches(section.data?.text ?? '', searchStems(query)).map((r) => ({ start: r.start, length: r.end - r.start })),
    [section.data, query],
  );
  useEffect(() => setMatchIndex(0), [ranges, setMatchIndex]);
  useEffect(() => {
    document.querySelector('[data-current="true"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [matchIndex, ranges]);

  // Word and text manuals: matches on the shown section, in order; past the last one, the next section.
  function onMatch(direction: 1 | -1) {
    const next = matchIndex + direction;
    if (next >= 0 && next < ranges.length) setMatchIndex(next);
    else if (direction === 1 && page < pageCount) onPage(page + 1);
    else if (direction === -1 && page > 1) onPage(page - 1);
  }

  return (
    <>
      {toolbar(pageCount, ranges.length, onMatch)}
      {manual.status !== 'indexed' ? (
        <EmptyState
          title="This manual is not indexed yet"
          description={manual.error ?? 'Its text shows here once indexing has finished.'}
        />
      ) : section.isPending ? (
        <SkeletonRows rows={8} label="Loading the section" />
      ) : section.isError ? (
        <ErrorState message={errorMessage(section.error, 'Could not load this section.')} onRetry={() => void section.refetch()} />
      ) : (
        <article
          className="max-h-[calc(100dvh-14rem)] overflow-auto rounded-lg border bg-card p-4 text-sm leading-relaxed whitespace-pre-wrap"
          data-testid="manual-page"
          data-page={page}
        >
          <HighlightedText text={section.data.text} ranges={ranges} currentIndex={matchIndex} />
        </article>
      )}
    </>
  );
}
