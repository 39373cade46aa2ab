import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createNoteInput,
  fileDownloadQuery,
  listNotesQuery,
  noteAnalysisResult,
  noteAttachmentLimits,
  noteAttachmentParams,
  noteImageLimits,
  noteLinkOptions,
  noteLinkOptionsQuery,
  noteMessages as m,
  notePage,
  noteQuoteResult,
  noteView,
  updateNoteInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { AppError } from '../../platform/errors.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses, fileResponse, noContent } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { readUpload, readUploads, sendStoredFile } from '../../platform/uploads.ts';
import { localOcr } from '../parts/index.ts';
import { analyseDocuments, analyseImages } from './analysis.service.ts';
import * as attachments from './attachments.service.ts';
import { convertNoteToQuote } from './convert.service.ts';
import * as service from './notes.service.ts';

const tags = ['notes'];
const maxMb = noteImageLimits.maxBytes / 1024 / 1024;

/** The note's text sent with the files to analyse, in the field "content". */
function noteText(fields: Record<string, string>): string {
  const content = (fields.content ?? '').trim();
  if (content.length > 5000) throw new AppError('VALIDATION', 'At most 5000 characters');
  return content;
}

/** /api/notes (spec 02 §2 Notes, §3 notes_v2, §5, §6, §7) and the image analysis the notes and the scanner use. */
export async function notesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scope = (req: Parameters<typeof requireAuth>[0]) => scopeOf(requireAuth(req));
  // One OCR worker for the notes, started on first use and stopped with the app (parts/ocr.ts).
  const analysis = { ocr: localOcr(), ai: deps.config.ai };
  app.addHook('onClose', async () => {
    await analysis.ocr.close();
  });

  r.get('/api/notes', { schema: { tags, querystring: listNotesQuery, response: { 200: notePage, ...errorResponses(404) } } }, async (req) =>
    req.tenant((tx) => service.listNotes(tx, scope(req), req.query)),
  );

  r.post(
    '/api/notes',
    { schema: { tags, body: createNoteInput, response: { 201: noteView, ...errorResponses(404) } } },
    async (req, reply) => reply.status(201).send(await req.tenant((tx) => service.createNote(tx, scope(req), req.body))),
  );

  r.get(
    '/api/notes/link-options',
    { schema: { tags, querystring: noteLinkOptionsQuery, response: { 200: noteLinkOptions, ...errorResponses(404) } } },
    async (req) => req.tenant((tx) => service.linkOptions(tx, scope(req), req.query)),
  );

  // Up to 5 files of 10 MB (spec 02 §9) in the field "files", and the note's text in "content": a result to review. Photos
  // (a photo note, the scanner) at /analyze; a document note's PDF, Word .docx or text files (or photos) at
  // /analyze-documents, read as the manuals are.
  const analyses = [
    ['/api/notes/analyze', analyseImages, m.tooManyImages, m.noImages],
    ['/api/notes/analyze-documents', analyseDocuments, m.tooManyDocuments, m.noDocuments],
  ] as const;
  for (const [url, analyse, tooMany, noFiles] of analyses) {
    r.post(url, { schema: { tags, response: { 200: noteAnalysisResult, ...errorResponses(413, 415) } } }, async (req) => {
      requireAuth(req);
      const { files, fields } = await readUploads(req, {
        maxFiles: noteImageLimits.maxImages,
        maxBytes: noteImageLimits.maxBytes,
        tooMany: tooMany(noteImageLimits.maxImages),
        tooLarge: (file) => m.fileTooLarge(file, maxMb),
        noFiles,
      });
      return analyse(analysis, files, noteText(fields));
    });
  }

  r.get('/api/notes/:id', { schema: { tags, params: idParams, response: { 200: noteView } } }, async (req) =>
    req.tenant((tx) => service.noteView(tx, scope(req), req.params.id)),
  );

  r.patch('/api/notes/:id', { schema: { tags, params: idParams, body: updateNoteInput, response: { 200: noteView } } }, async (req) =>
    req.tenant((tx) => service.updateNote(tx, scope(req), req.params.id, req.body)),
  );

  r.delete('/api/notes/:id', { schema: { tags, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const keys = await req.tenant((tx) => service.deleteNote(tx, scope(req), req.params.id));
    await Promise.all(keys.map((k) => deps.files.remove(k)));
    return reply.status(204).send();
  });

  r.post(
    '/api/notes/:id/attachments',
    { schema: { tags, params: idParams, response: { 201: noteView, ...errorResponses(409, 413, 415) } } },
    async (req, reply) => {
      const who = scope(req);
      const upload = await readUpload(req, { maxBytes: noteAttachmentLimits.maxBytes, tooLarge: m.fileTooLarge('The file', maxMb) });
      const note = await attachments.addAttachment((fn) => req.tenant(fn), deps.files, who, req.params.id, upload);
      return reply.status(201).send(note);
    },
  );

  r.get(
    '/api/notes/:id/attachments/:attachmentId/file',
    {
      schema: {
        tags,
        params: noteAttachmentParams,
        querystring: fileDownloadQuery,
        response: { 200: fileResponse('The stored file, with its own content type', 'application/octet-stream') },
      },
    },
    async (req, reply) => {
      const file = await attachments.readAttachment((fn) => req.tenant(fn), deps.files, scope(req), req.params.id, req.params.attachmentId);
      return sendStoredFile(reply, file, req.query.download === 'true');
    },
  );

  r.delete(
    '/api/notes/:id/attachments/:attachmentId',
    { schema: { tags, params: noteAttachmentParams, response: { 200: noteView } } },
    async (req) => attachments.removeAttachment((fn) => req.tenant(fn), deps.files, scope(req), req.params.id, req.params.attachmentId),
  );

  r.post(
    '/api/notes/:id/quote-request',
    { schema: { tags, params: idParams, response: { 201: noteQuoteResult, ...errorResponses(409) } } },
    async (req, reply) => reply.status(201).send(await req.tenant((tx) => convertNoteToQuote(tx, scope(req), req.params.id))),
  );
}
