import {
  analyseNoteText,
  analysisCategories,
  noteImageLimits,
  noteMessages as m,
  notePriorities,
  noteTextLimits as lim,
  type LocalAnalysis,
  type NoteAnalysisResult,
} from '@gears/domain';
import type { AiConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { sniffImage } from '../../platform/files.ts';
import type { Upload } from '../../platform/uploads.ts';
import { requestVisionJson, type OcrEngine, type VisionImage } from '../parts/index.ts';

export type AnalysisDeps = { ocr: OcrEngine; ai: AiConfig | null; fetchImpl?: typeof fetch };

const instructions = `You analyse photos taken by heavy-equipment maintenance crews for a field note.
Answer with one JSON object with the keys:
extractedText (all text visible in the photos), enhancedContent (the note rewritten clearly, keeping every fact),
suggestions (list of short strings), category (one of ${analysisCategories.join(', ')}),
priority (one of ${notePriorities.join(', ')}), tags (at most ${lim.tags} short lowercase strings),
followUpActions (list of short imperative strings), confidence (0 to 1).
Use only what the photos and the note show; do not invent part numbers or readings.`;

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
      readings.push({ fileName: file.fileName, extractedText: ocr.text, ocrConfidence: ocr.confidence });
    } catch {
      throw new AppError('VALIDATION', m.imageProcessingFailed);
    }
  }
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  const totalWords = readings.reduce((n, r) => n + words(r.extractedText), 0);
  const ocrConfidence = totalWords === 0 ? 0 : readings.reduce((s, r) => s + r.ocrConfidence * words(r.extractedText), 0) / totalWords;
  const ocrText = readings
    .map((r) => r.extractedText.trim())
    .filter(Boolean)
    .join('\n\n');
  const local = analyseNoteText({ noteText, ocrText, ocrConfidence });
  if (!deps.ai) return { ...local, source: 'local', model: null, modelError: null, images: readings };

  const answer = await requestVisionJson(
    deps.ai,
    { instructions, text: `The note:\n${noteText || '(none)'}\n\nText read from the photos by OCR:\n${ocrText || '(none)'}`, images },
    deps.fetchImpl,
  );
  if (!answer.ok) return { ...local, source: 'local', model: null, modelError: answer.error, images: readings };
  return { ...mergeModelAnswer(local, answer.json), source: 'model', model: answer.model, modelError: null, images: readings };
}
