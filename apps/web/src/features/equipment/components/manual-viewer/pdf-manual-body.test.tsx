// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ManualView } from '@gears/domain/manuals/manuals.schema';
import { buildMe, renderWithSession } from '../../../../test/test-utils.tsx';
import { PdfManualBody } from './pdf-manual-body.tsx';
import type { PdfManual } from './pdf-manual.ts';

// why: pdf.js does not run in happy-dom; this fake has what the body asks of it: two pages, page 1 with a text layer,
// page 2 a scan with none (as pdf.js reports a scanned page).
const fakePdf: PdfManual = {
  numPages: 2,
  renderPage: () => ({
    promise: Promise.resolve({
      width: 600,
      height: 800,
      boxes: [{ str: 'Replace the hydraulic filter', left: 0, top: 0, width: 200, height: 12 }],
    }),
    cancel: () => {},
  }),
  pageTexts: () => Promise.resolve([['Replace the hydraulic filter'], []]),
  destroy: () => {},
};
vi.mock('./pdf-manual.ts', () => ({ loadPdfManual: () => Promise.resolve(fakePdf) }));

const equipmentId = '83d4f0d6-429b-4c4f-8ce4-6ccbc4f1b50c';
const manual: ManualView = {
  id: 'f40b9857-04c5-4edf-8612-ce8a3ac4d931',
  equipmentId,
  fileName: 'service.pdf',
  contentType: 'application/pdf',
  format: 'pdf',
  size: 1000,
  url: '/api/files/service.pdf',
  status: 'indexed',
  error: null,
  pageCount: 2,
  ocrPageCount: 1,
  indexedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === manual.url) return new Response(new Uint8Array([37, 80, 68, 70]));
      if (url === `/api/equipment/${equipmentId}/manuals/${manual.id}/pages/2`)
        return Response.json({ page: 2, pageCount: 2, text: 'Change the engine air filter every 250 hours', isOcr: true });
      return Response.json({ error: { message: 'not here' } }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Viewer() {
  const [page, setPage] = useState(1);
  const [matchIndex, setMatchIndex] = useState(0);
  return (
    <PdfManualBody
      manual={manual}
      equipmentId={equipmentId}
      page={page}
      query="filter"
      zoom={1}
      matchIndex={matchIndex}
      setMatchIndex={setMatchIndex}
      onPage={setPage}
      toolbar={(pageCount, matchCount, onMatch) => (
        <p>
          <span data-testid="status">{`page ${page} of ${pageCount}, match ${matchIndex + 1} of ${matchCount}`}</span>
          <button onClick={() => onMatch(1)}>Next match</button>
        </p>
      )}
    />
  );
}

describe('PdfManualBody: a scanned page (issue 18 "a scanned manual … is OCR\'d")', () => {
  it("counts the scanned page's OCR matches and shows them marked in its OCR text", async () => {
    renderWithSession(<Viewer />, buildMe());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('page 1 of 2, match 1 of 2'));
    expect(screen.queryByTestId('manual-ocr-text')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('page 2 of 2, match 2 of 2'));
    const ocr = await screen.findByRole('region', { name: 'Text read from this scanned page' });
    expect(ocr.textContent).toContain('Change the engine air filter every 250 hours');
    const mark = within(ocr).getByText('filter');
    expect(mark.tagName).toBe('MARK');
    expect(mark.getAttribute('data-current')).toBe('true');
  });
});
