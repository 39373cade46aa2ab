import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@gears/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { cachedDocumentPdf, documentKeys, pdfLoadTimeoutMs, PdfUnavailableError } from '../api/documents-api.ts';
import { loadPdf, type PdfHandle } from './pdf-loader.ts';

export type PdfPreviewState = { status: 'loading' } | { status: 'ready'; pdf: PdfHandle } | { status: 'error'; message: string };

export const pdfTimeoutMessage = 'PDF load timeout';

/**
 * Fetches the document's PDF (cached 10 minutes) and opens it with pdf.js; gives up after 15 s with
 * 'PDF load timeout' (spec 03 §8/§9). `attempt` changes on Try Again.
 */
export function usePdfPreview(document: Pick<DocumentSummary, 'type' | 'id' | 'pdfUrl'>, attempt: number): PdfPreviewState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PdfPreviewState>({ status: 'loading' });
  const { type, id, pdfUrl } = document;

  useEffect(() => {
    let done = false;
    let handle: PdfHandle | null = null;
    setState({ status: 'loading' });
    const finish = (next: PdfPreviewState) => {
      if (done) return false;
      done = true;
      clearTimeout(timer);
      setState(next);
      return true;
    };
    const timer = setTimeout(() => finish({ status: 'error', message: pdfTimeoutMessage }), pdfLoadTimeoutMs);
    if (attempt > 0) queryClient.removeQueries({ queryKey: documentKeys.pdf(type, id) });

    void (async () => {
      try {
        const blob = await cachedDocumentPdf(queryClient, { type, id, pdfUrl });
        const opened = await loadPdf(await blob.arrayBuffer());
        handle = opened;
        if (!finish({ status: 'ready', pdf: opened })) opened.destroy();
      } catch (error) {
        const detail =
          error instanceof PdfUnavailableError ? error.message : errorMessage(error, (error as Error)?.message || 'unknown error');
        finish({ status: 'error', message: `Failed to load PDF: ${detail}` });
      }
    })();

    return () => {
      done = true;
      clearTimeout(timer);
      handle?.destroy();
    };
  }, [queryClient, type, id, pdfUrl, attempt]);

  return state;
}
