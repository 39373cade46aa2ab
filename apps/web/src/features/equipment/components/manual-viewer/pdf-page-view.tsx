import { useEffect, useRef, useState } from 'react';
import type { PdfManual, TextBox } from './pdf-manual.ts';

export type PdfMatch = { page: number; item: number; start: number; end: number };

let measure: CanvasRenderingContext2D | null = null;
/**
 * The share of a text item's width that its characters start…end take, measured in a sans-serif face: pdf.js gives
 * only the whole item's width, and manuals are mostly set in Helvetica-like faces, so proportions carry over closely.
 */
function widthShare(text: string, start: number, end: number): number {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return (end - start) / text.length;
  measure.font = '100px Helvetica, Arial, sans-serif';
  const total = measure.measureText(text).width;
  if (total === 0) return (end - start) / text.length;
  return (measure.measureText(text.slice(0, end)).width - measure.measureText(text.slice(0, start)).width) / total;
}

/**
 * One page of a PDF manual drawn on a canvas, with the matches on it marked over the text (the current one stronger and
 * scrolled into view). Boxes come from pdf.js's text positions; a match's part of its text item is taken by characters.
 */
export function PdfPageView({
  pdf,
  page,
  zoom,
  matches,
  current,
  onError,
}: {
  pdf: PdfManual;
  page: number;
  zoom: number;
  matches: PdfMatch[];
  current: PdfMatch | null;
  onError: (error: unknown) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const currentMark = useRef<HTMLSpanElement>(null);
  const [layout, setLayout] = useState<{ width: number; height: number; boxes: TextBox[] } | null>(null);
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    if (!canvas.current) return;
    setDrawing(true);
    const job = pdf.renderPage(page, canvas.current, zoom);
    let live = true;
    job.promise.then(
      (result) => {
        if (!live) return;
        setLayout(result);
        setDrawing(false);
      },
      (error: unknown) => {
        if (live && (error as { name?: string }).name !== 'RenderingCancelledException') onError(error);
      },
    );
    return () => {
      live = false;
      job.cancel();
    };
  }, [pdf, page, zoom, onError]);

  useEffect(() => {
    currentMark.current?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'smooth' });
  }, [current, layout]);

  return (
    <div className="relative mx-auto w-fit bg-white shadow-md" aria-busy={drawing} data-testid="manual-page" data-page={page}>
      <canvas ref={canvas} aria-label={`Page ${page}`} role="img" />
      {layout
        ? matches.map((match) => {
            const box = layout.boxes[match.item];
            if (!box || box.str.length === 0) return null;
            const left = box.left + box.width * widthShare(box.str, 0, match.start);
            const width = Math.max(2, box.width * widthShare(box.str, match.start, match.end));
            const isCurrent = current !== null && current.item === match.item && current.start === match.start;
            return (
              <span
                key={`${match.item}:${match.start}`}
                ref={isCurrent ? currentMark : undefined}
                data-current={isCurrent ? 'true' : undefined}
                data-testid="manual-match"
                className="pointer-events-none absolute rounded-sm bg-yellow-300/50 mix-blend-multiply data-[current=true]:bg-amber-500/60 data-[current=true]:outline-2 data-[current=true]:outline-amber-700"
                style={{ left, top: box.top, width, height: box.height * 1.2 }}
              />
            );
          })
        : null}
    </div>
  );
}
