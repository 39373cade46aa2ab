// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { buildNote } from './notes.fixtures.ts';

const machine = { id: '0b9a1c8e-3a2f-4d6e-9c1b-2f3e4d5c6b7a', label: 'CAT 320 Excavator', detail: '320 · SN 1' };
const task = { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', label: 'MT-ABCDEFGH · Replace bucket teeth', detail: 'Pending' };
const attachment = (id: string, fileName: string) => ({
  id,
  kind: 'document' as const,
  fileName,
  contentType: 'application/pdf',
  byteSize: 1024,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const note = buildNote({ attachments: [attachment('a1', 'old-report.pdf'), attachment('a2', 'keep.pdf')] });
const documentAnalysis = {
  extractedText: 'Fault report: hydraulic hose leaking',
  enhancedContent: 'From the dealer\n\nText read from the documents:\nFault report: hydraulic hose leaking',
  suggestions: [],
  category: 'repair',
  priority: 'High',
  tags: ['repair', 'leak'],
  followUpActions: ['Submit a repair request for the machine'],
  confidence: 0.7,
  source: 'local',
  model: null,
  modelError: null,
  from: 'documents',
  images: [{ fileName: 'report.pdf', extractedText: 'Fault report: hydraulic hose leaking', ocrConfidence: 100, detail: '1 page' }],
};
let calls: { method: string; url: string; body?: unknown }[];
let refuseUpload: string | null;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let route: (url: string, init?: RequestInit) => Promise<Response>;

beforeEach(() => {
  calls = [];
  refuseUpload = null;
  vi.stubGlobal(
    'XMLHttpRequest',
    fakeXhr((url, init) => route(url, init)),
  );
  vi.stubGlobal(
    'fetch',
    (route = vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body instanceof FormData ? 'form' : undefined;
      calls.push({ method, url, body });
      if (url.startsWith('/api/notes/link-options?type=equipment')) return json({ items: [machine] });
      if (url.startsWith('/api/notes/link-options?type=maintenance')) {
        const q = new URL(url, 'http://x').searchParams.get('q');
        return json({ items: !q || 'replace bucket teeth'.includes(q.toLowerCase()) ? [task] : [] });
      }
      if (url.startsWith('/api/notes/link-options')) return json({ items: [] });
      if (url === `/api/notes/${note.id}` && method === 'GET') return json(note);
      if (url === `/api/notes/${note.id}` && method === 'PATCH') return json(note);
      if (url === '/api/notes' && method === 'POST') return json({ ...note, id: 'new' }, 201);
      if (url.includes('/attachments/') && method === 'DELETE') return json({ ...note, attachments: [attachment('a2', 'keep.pdf')] });
      if (url === '/api/notes/analyze-documents' && method === 'POST') return json(documentAnalysis);
      if (url.endsWith('/attachments') && method === 'POST') {
        if (refuseUpload) return json({ error: 'UNSUPPORTED_MEDIA_TYPE', message: refuseUpload }, 415);
        return json(note, 201);
      }
      return json({}, 404);
    })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const select = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NoteDialog links (issue 18: typed notes linked to their record)', () => {
  it("picks a maintenance task from the company's own, searched on the server, and sends its id with the machine", async () => {
    renderWithSession(<NoteDialog open onOpenChange={() => {}} note={null} />, buildMe());
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Teeth worn down' } });
    select('Type', 'maintenance');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search maintenance tasks' }), { target: { value: 'bucket' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/notes/link-options?type=maintenance&q=bucket')).toBe(true));
    await screen.findByRole('option', { name: /Replace bucket teeth/ });
    select('Maintenance task', task.id);
    await screen.findByRole('option', { name: /CAT 320 Excavator/ });
    select('Machine (optional)', machine.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url === '/api/notes')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      noteType: 'maintenance',
      referenceId: task.id,
      equipmentId: machine.id,
      content: 'Teeth worn down',
    });
  });

  it('a note of type equipment links the machine picked; changing the type drops the old link', async () => {
    renderWithSession(<NoteDialog open onOpenChange={() => {}} note={null} />, buildMe());
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Idler noise' } });
    select('Type', 'maintenance');
    await screen.findByRole('option', { name: /Replace bucket teeth/ });
    select('Maintenance task', task.id);
    select('Type', 'equipment');
    expect(screen.queryByLabelText('Maintenance task')).toBeNull();
    await screen.findByRole('option', { name: /CAT 320 Excavator/ });
    select('Machine', machine.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      noteType: 'equipment',
      referenceId: machine.id,
      equipmentId: machine.id,
    });
  });
});

describe('NoteDialog files on an existing note (issue 18)', () => {
  it('takes a file off and adds one on save: PATCH, DELETE the attachment, then upload', async () => {
    const onOpenChange = vi.fn();
    renderWithSession(<NoteDialog open onOpenChange={onOpenChange} note={note} />, buildMe());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove old-report.pdf' }));
    expect(screen.getByText('Removed on save')).toBeTruthy();
    const input = screen.getByLabelText('Add photos or documents (PDF, Word, text, images)');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'wiring.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('wiring.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);
    expect(writes).toEqual([
      `PATCH /api/notes/${note.id}`,
      `DELETE /api/notes/${note.id}/attachments/a1`,
      `POST /api/notes/${note.id}/attachments`,
    ]);
  });

  it('a put-back file is kept; a refused upload keeps the dialog open with the refused file listed', async () => {
    refuseUpload = 'Documents must be PDF, Word or text files.';
    const onOpenChange = vi.fn();
    renderWithSession(<NoteDialog open onOpenChange={onOpenChange} note={note} />, buildMe());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove keep.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep keep.pdf' }));
    const input = screen.getByLabelText('Add photos or documents (PDF, Word, text, images)');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(false));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByText('tool.exe')).toBeTruthy();
  });

  it('refuses more than 10 files before sending anything', async () => {
    renderWithSession(<NoteDialog open onOpenChange={() => {}} note={note} />, buildMe());
    await screen.findByRole('button', { name: 'Remove keep.pdf' });
    const input = screen.getByLabelText('Add photos or documents (PDF, Word, text, images)');
    const files = Array.from({ length: 9 }, (_, i) => new File(['x'], `f${i}.txt`, { type: 'text/plain' }));
    fireEvent.change(input, { target: { files } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A note keeps at most 10 files.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('NoteDialog document analysis (issue 18)', () => {
  it('analyses the Document Upload files on the server and saves the reviewed note with them', async () => {
    renderWithSession(<NoteDialog open onOpenChange={() => {}} note={null} tab="document" />, buildMe());
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'From the dealer' } });
    fireEvent.change(screen.getByLabelText('Choose documents (PDF, Word, text, images)'), {
      target: { files: [new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse documents' }));
    const extracted = (await screen.findByLabelText('Text found in the documents')) as HTMLTextAreaElement;
    expect(extracted.value).toBe('Fault report: hydraulic hose leaking');
    expect(calls.some((c) => c.url === '/api/notes/analyze-documents')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accept and save note' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url === '/api/notes')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/notes')!.body).toMatchObject({
      content: documentAnalysis.enhancedContent,
      analysis: { category: 'repair', priority: 'High', source: 'local', extractedText: documentAnalysis.extractedText },
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notes/new/attachments')).toBe(true));
  });
});
