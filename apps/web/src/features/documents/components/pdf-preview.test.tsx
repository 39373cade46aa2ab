// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { buildDocument } from './documents.fixtures.ts';
import type { PdfHandle } from './pdf-loader.ts';
import { PdfPreview } from './pdf-preview.tsx';

// why: pdf.js needs a real canvas and worker; the viewer's states are what is tested here, so the loader is faked.
const loader = vi.hoisted(() => ({ loadPdf: vi.fn() }));
vi.mock('./pdf-loader.ts', () => loader);

const document = buildDocument({ type: 'invoice', number: 'INV-00002', id: 'f4c0271b-5a67-49f8-bbb0-c4d991694761' });
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% test\n');
let pdfResponses: (() => Response)[];
let rendered: number[];

function handle(numPages: number): PdfHandle {
  return {
    numPages,
    renderPage: (page, _canvas, scale) => {
      rendered.push(page);
      expect(scale).toBe(1.2);
      return { promise: Promise.resolve(), cancel: () => {} };
    },
    destroy: vi.fn(),
  };
}

beforeEach(() => {
  rendered = [];
  pdfResponses = [];
  loader.loadPdf.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toContain(`/api/documents/invoice/${document.id}/pdf?inline=1&today=`);
      const next = pdfResponses.shift();
      return next ? next() : new Response(pdfBytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = (onDownload = vi.fn()) => renderWithSession(<PdfPreview document={document} onDownload={onDownload} />, buildMe());

describe('PdfPreview states (spec 03 §2, §8, §9)', () => {
  it("shows 'Loading PDF...', then the first page with a page count and previous/next", async () => {
    loader.loadPdf.mockResolvedValue(handle(3));
    show();
    expect(screen.getByText('Loading PDF...')).toBeTruthy();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(rendered).toEqual([1, 2, 3]);
    // The bytes handed to pdf.js are the server's PDF.
    const data = loader.loadPdf.mock.calls[0]![0] as ArrayBuffer;
    expect(new TextDecoder().decode(data).startsWith('%PDF')).toBe(true);
  });

  it('shows no page count for a one-page document', async () => {
    loader.loadPdf.mockResolvedValue(handle(1));
    show();
    expect(await screen.findByRole('img', { name: 'INV-00002, page 1 of 1' })).toBeTruthy();
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
  });

  it('on failure offers Download PDF and Try Again, and Try Again loads it', async () => {
    pdfResponses.push(
      () =>
        new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Document x (invoice) not found in database' } }), {
          status: 404,
        }),
    );
    loader.loadPdf.mockResolvedValue(handle(2));
    const onDownload = vi.fn();
    show(onDownload);
    expect(await screen.findByText('PDF Preview Not Available. Click to download instead.')).toBeTruthy();
    expect(screen.getByText('Failed to load PDF: Document x (invoice) not found in database')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(onDownload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it('says so when the document is empty', async () => {
    pdfResponses.push(() => new Response(new Uint8Array(0), { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    show();
    expect(await screen.findByText('Failed to load PDF: Document is empty - no PDF content available')).toBeTruthy();
    expect(loader.loadPdf).not.toHaveBeenCalled();
  });

  it("gives up after 15 s with 'PDF load timeout'", async () => {
    vi.useFakeTimers();
    loader.loadPdf.mockReturnValue(new Promise(() => {}));
    show();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_900);
    });
    expect(screen.getByText('Loading PDF...')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText('PDF load timeout')).toBeTruthy();
    expect(screen.getByText('PDF Preview Not Available. Click to download instead.')).toBeTruthy();
  });
});
