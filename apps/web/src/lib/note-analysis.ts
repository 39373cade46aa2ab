import type { NoteAnalysisResult } from '@gears/domain';
import { noteMessages as m } from '@gears/domain/notes/messages';
import { noteImageLimits } from '@gears/domain/notes/note.rules';
import { apiUpload } from './api-client.ts';

/**
 * The image analysis the notes and the scanner's AI Part Analysis tab share (spec 02 §2, §5, §9): the same limits
 * checked here before sending, so a person hears the spec's words at once; the server checks them again.
 */
export function checkAnalysisImages(files: readonly File[], maxBytes: number = noteImageLimits.maxBytes): string | null {
  if (files.length === 0) return m.noImages;
  if (files.length > noteImageLimits.maxImages) return m.tooManyImages(noteImageLimits.maxImages);
  for (const file of files) {
    if (!file.type.startsWith('image/')) return m.invalidFileType(file.name);
    if (file.size > maxBytes) return m.fileTooLarge(file.name, Math.round(maxBytes / 1024 / 1024));
  }
  return null;
}

/** POST /api/notes/analyze: the images and the note's text → a result to review; nothing is stored. */
export function analyseImages(files: readonly File[], content = ''): Promise<NoteAnalysisResult> {
  const body = new FormData();
  if (content.trim()) body.append('content', content.trim());
  for (const file of files) body.append('files', file, file.name);
  return apiUpload<NoteAnalysisResult>('/api/notes/analyze', body);
}

/** POST /api/notes/analyze-documents: a document note's PDF, Word or text files (or photos) → the same result to review. */
export function analyseDocuments(files: readonly File[], content = ''): Promise<NoteAnalysisResult> {
  const body = new FormData();
  if (content.trim()) body.append('content', content.trim());
  for (const file of files) body.append('files', file, file.name);
  return apiUpload<NoteAnalysisResult>('/api/notes/analyze-documents', body);
}

export const fileSizeMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
