import {
  analyseNoteText,
  analysisCategories,
  noteDocumentLimits,
  noteImageLimits,
  noteMessages as m,
  notePriorities,
  noteTextLimits as lim,
  type LocalAnalysis,
  type ManualFormat,
  type NoteAnalysisResult,
} from '@gears/domain';
import type { AiConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { sniffImage } from '../../platform/files.ts';
import { checkUpload, type Upload } from '../../platform/uploads.ts';
import { extractManual, manualFormatOf } from '../manuals/index.ts';
import { requestVisionJson, type OcrEngine, type VisionImage } from '../parts/index.ts';

export type AnalysisDeps = { ocr: OcrEngine; ai: AiConfig | null; fetchImpl?: typeof fetch };

const instructions = `You analyse photos taken by heavy-equipment maintenance crews for a field note.
Answer with one JSON object with the keys:
extractedText (all text visible in the photos), enhancedContent (the note rewritten clearly, keeping every fact),
suggestions (list of short strings), category (one of ${analysisCategories.join(', ')}),
priority (one of ${notePriorities.join(', ')}), tags (at most ${lim.tags} short lowercase strings),
followUpActions (list of short imperative strings), confidence (0 to 1).
Use only what the photos and the note show; do not invent part numbers or readings.`;

const documentInstructions = instructions
  .replace('photos taken by heavy-equipment maintenance crews', 'documents (reports, work orders, manuals) kept by heavy-equipment crews')
  .replace('all text visible in the photos', 'leave empty: the text is given')
  .replace('the photos and the note show', 'the documents and the note say');

const strings = (v: unknown, max: number, each: number): string[] | null =>
  Array.isArray(v)
    ? v
        .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
        .map((s) => s.trim().slice(0, each))
        .slice(0, max)
    : null;
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | null =>
  typeof v === 'string' ? (list.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? null) : null;

/** The model's answer over the local one, field by field: whatever it gives that is not well-formed keeps the rules'. */
export function mergeModelAnswer(local: LocalAnalysis, json: Record<string, unknown>): LocalAnalysis {
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
  const confidence = typeof json.confidence === 'number' && json.confidence >= 0 && json.confidence <= 1 ? json.confidence : null;
  return {
    extractedText: local.extractedText || text(json.extractedText, 20_000) || '',
    enhancedContent: text(json.enhancedContent, lim.content) ?? local.enhancedContent,
    suggestions: strings(json.suggestions, 10, lim.followUp) ?? local.suggestions,
    category: oneOf(analysisCategories, json.category) ?? local.category,
    priority: oneOf(notePriorities, json.priority) ?? local.priority,
    tags: [...new Set(strings(json.tags, lim.tags, lim.tag)?.map((t) => t.toLowerCase()) ?? local.tags)],
    followUpActions: strings(json.followUpActions, lim.followUps, lim.followUp) ?? local.followUpActions,
    confidence: confidence === null ? local.confidence : Math.round(confidence * 100) / 100,
  };
}

/** Images for analysis are PNG or JPEG by their bytes (spec 02 §5 'Invalid File Type: {file} is not a valid image file.'). */
function requireAnalysableImage(upload: Upload): VisionImage {
  const kind = sniffImage(upload.data);
  if (!kind || kind.ext === 'webp') throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.invalidFileType(upload.fileName));
  return { data: upload.data, contentType: kind.contentType };
}

/**
 * Image analysis for a note or the scanner's AI Part Analysis tab (spec 02 §2, §3, §9): each image is read by the
 * local OCR, the rules of packages/domain notes/analysis.rules.ts give the result; when AI_BASE_URL is set the
 * photos go to the vision model as well and its answer is used where well-formed, the local one when it fails.
 * Nothing is stored: the person reviews the result and saves the note with what they accept.
 */
export async function analyseImages(deps: AnalysisDeps, files: Upload[], noteText: string): Promise<NoteAnalysisResult> {
  if (files.length === 0) throw new AppError('VALIDATION', m.noImages);
  if (files.length > noteImageLimits.maxImages) throw new AppError('VALIDATION', m.tooManyImages(noteImageLimits.maxImages));
  const images = files.map(requireAnalysableImage);
  const readings: NoteAnalysisResult['images'] = [];
  for (const file of files) {
    try {
      const ocr = await deps.ocr.recognize(file.data);
      readings.push({ fileName: file.fileName, extractedText: ocr.text, ocrConfidence: ocr.confidence, detail: null });
    } catch {
      throw new AppError('VALIDATION', m.imageProcessingFailed);
    }
  }
  return rulesThenModel(deps, readings, noteText, 'images', { instructions, images });
}

type Reading = NoteAnalysisResult['images'][number];
const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

/**
 * The readings through the same rules (packages/domain notes/analysis.rules.ts), then the model when configured: its
 * answer is used where well-formed, the local one when it fails. Nothing is stored.
 */
async function rulesThenModel(
  deps: AnalysisDeps,
  readings: Reading[],
  noteText: string,
  from: 'images' | 'documents',
  prompt: { instructions: string; images: VisionImage[] },
): Promise<NoteAnalysisResult> {
  const totalWords = readings.reduce((n, r) => n + words(r.extractedText), 0);
  const ocrConfidence = totalWords === 0 ? 0 : readings.reduce((s, r) => s + r.ocrConfidence * words(r.extractedText), 0) / totalWords;
  const ocrText = readings
    .map((r) => r.extractedText.trim())
    .filter(Boolean)
    .join('\n\n');
  const local = analyseNoteText({ noteText, ocrText, ocrConfidence, from });
  const plain = { ...local, source: 'local' as const, model: null, modelError: null, from, images: readings };
  if (!deps.ai) return plain;
  const label = from === 'images' ? 'Text read from the photos by OCR' : 'Text of the documents';
  const answer = await requestVisionJson(
    deps.ai,
    {
      instructions: prompt.instructions,
      text: `The note:\n${noteText || '(none)'}\n\n${label}:\n${ocrText || '(none)'}`,
      images: prompt.images,
    },
    deps.fetchImpl,
  );
  if (!answer.ok) return { ...plain, modelError: answer.error };
  return { ...plain, ...mergeModelAnswer(local, answer.json), source: 'model', model: answer.model };
}

/** A document's pages as one reading: text-layer pages are exact (100), scanned pages carry their OCR confidence. */
function documentReading(
  fileName: string,
  pages: { text: string; ocr: boolean; ocrConfidence?: number }[],
  pageCount: number | null,
): Reading {
  const text = pages
    .map((p) => p.text)
    .filter(Boolean)
    .join('\n\n');
  const wordsIn = pages.reduce((n, p) => n + words(p.text), 0);
  const confidence = wordsIn === 0 ? 0 : pages.reduce((s, p) => s + (p.ocr ? (p.ocrConfidence ?? 0) : 100) * words(p.text), 0) / wordsIn;
  const scanned = pages.filter((p) => p.ocr).length;
  const detail =
    pageCount === null
      ? null
      : [
          pageCount > pages.length
            ? `Read the first ${pages.length} of ${pageCount} pages`
            : `${pages.length} page${pages.length === 1 ? '' : 's'}`,
          scanned > 0 ? `${scanned} scanned page${scanned === 1 ? '' : 's'} read by OCR` : '',
        ]
          .filter(Boolean)
          .join(', ');
  return { fileName, extractedText: text, ocrConfidence: Math.round(confidence * 10) / 10, detail };
}

/**
 * A document note's analysis (issue 18): each PDF, Word (.docx) or text file is read by the manuals' extractors (a
 * scanned PDF page by the local OCR), a photo among them by the OCR; then the same rules and model as a photo note.
 * Files are checked by extension and magic bytes like every upload; at most 20 PDF pages and 20,000 characters are read.
 */
export async function analyseDocuments(deps: AnalysisDeps, files: Upload[], noteText: string): Promise<NoteAnalysisResult> {
  if (files.length === 0) throw new AppError('VALIDATION', m.noDocuments);
  if (files.length > noteImageLimits.maxImages) throw new AppError('VALIDATION', m.tooManyDocuments(noteImageLimits.maxImages));
  const kinds = files.map((file): { file: Upload; image: VisionImage } | { file: Upload; format: ManualFormat } => {
    // The name and the bytes must agree, as for every upload (a photo among the documents is read by the OCR).
    const isImage = sniffImage(file.data) !== null;
    let checked: { ext: string; contentType: string };
    try {
      checked = checkUpload(isImage ? 'images' : 'documents', file);
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.invalidDocumentType(file.fileName));
    }
    if (isImage) {
      if (checked.ext === 'webp') throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.invalidDocumentType(file.fileName));
      return { file, image: { data: file.data, contentType: checked.contentType } };
    }
    if (checked.ext === 'doc') throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.oldWordFormat(file.fileName));
    return { file, format: manualFormatOf(checked.contentType) };
  });
  const readings: Reading[] = [];
  let budget: number = noteDocumentLimits.maxChars;
  for (const k of kinds) {
    let reading: Reading;
    try {
      if ('image' in k) {
        const ocr = await deps.ocr.recognize(k.file.data);
        reading = { fileName: k.file.fileName, extractedText: ocr.text, ocrConfidence: ocr.confidence, detail: 'Photo read by OCR' };
      } else {
        let pageCount: number | null = null;
        const pages = await extractManual(k.format, k.file.data, deps.ocr, undefined, {
          maxPages: noteDocumentLimits.maxPdfPages,
          onPageCount: (n) => (pageCount = n),
        });
        reading = documentReading(k.file.fileName, pages, k.format === 'pdf' ? pageCount : pages.length);
      }
    } catch {
      throw new AppError('VALIDATION', m.documentProcessingFailed(k.file.fileName));
    }
    reading.extractedText = reading.extractedText.slice(0, Math.max(0, budget));
    budget -= reading.extractedText.length;
    readings.push(reading);
  }
  const images = kinds.flatMap((k) => ('image' in k ? [k.image] : []));
  return rulesThenModel(deps, readings, noteText, 'documents', { instructions: documentInstructions, images });
}
