import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, FileWarning, Loader2 } from 'lucide-react';
import type { DocumentSummary } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import type { PdfHandle } from './pdf-loader.ts';
import { usePdfPreview } from './use-pdf-preview.ts';

/** spec 03 §9: render scale 1.2. */
export const pdfRenderScale = 1.2;

type PdfPreviewProps = {
  document: Pick<DocumentSummary, 'type' | 'id' | 'pdfUrl' | 'number'>;
  onDownload: () => void;
};

/** The paged PDF preview of the document viewer (spec 03 §2). */
export function PdfPreview({ document, onDownload }: PdfPreviewProps) {
  const [attempt, setAttempt] = useState(0);
  const state = usePdfPreview(document, attempt);

  if (state.status === 'loading') {
    return (
      <div
        role="status"
        className="flex min-h-64 flex-col items-center justify-center gap-2 rounded-md border bg-muted/40 text-sm text-muted-foreground"
      >
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Loading PDF...
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-md border border-dashed p-6 text-center"
      >
        <FileWarning className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">PDF Preview Not Available. Click to download instead.</p>
        <p className="text-xs text-muted-foreground">{state.message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onDownload}>Download PDF</Button>
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  return <PdfPages key={`${document.id}-${attempt}`} pdf={state.pdf} label={document.number} />;
}

function PdfPages({ pdf, label }: { pdf: PdfHandle; label: string }) {
  const [page, setPage] = useState(1);
  const [renderError, setRenderError] = useState<string | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setRenderError(null);
    const task = pdf.renderPage(page, canvas, pdfRenderScale);
    task.promise.catch((error: unknown) => {
      if ((error as { name?: string })?.name === 'RenderingCancelledException') return;
      setRenderError('Could not draw this page. Please try downloading the document.');
    });
    return () => task.cancel();
  }, [pdf, page]);

  const pages = pdf.numPages;
  return (
    <div className="grid gap-2">
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className="max-h-[60dvh] overflow-auto rounded-md border bg-muted/40 p-2">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${label}, page ${page} of ${pages}`}
          className="mx-auto block h-auto max-w-full bg-white shadow-sm"
        />
      </div>
      {renderError ? (
        <p role="alert" className="text-sm text-destructive">
          {renderError}
        </p>
      ) : null}
    </div>
  );
}
