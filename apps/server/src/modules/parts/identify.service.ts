import { partsMessages as m, rankPartMatches, suggestPartFromText, type PartIdentification, type PartSuggestion } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sniffImage } from '../../platform/files.ts';
import { writeCompany, type Scope } from '../../platform/scope.ts';
import type { Upload } from '../../platform/uploads.ts';
import { enrichPartIdentification, type AiConfig, type Enrichment } from './ai-enrichment.client.ts';
import type { OcrEngine } from './ocr.ts';
import { toPart } from './parts.mapper.ts';
import * as repo from './parts.repo.ts';
import { companyExists } from '../../platform/company.repo.ts';

export type IdentifyDeps = { ocr: OcrEngine; ai: AiConfig | null };

/** The catalogue read for matching; far above what one company keeps in practice. */
const catalogueLimit = 20_000;

function mergeSuggestion(ocr: PartSuggestion, ai: Enrichment): PartSuggestion {
  if (ai.status !== 'ok') return ocr;
  return {
    partName: ocr.partName ?? ai.partName,
    partNumber: ocr.partNumber ?? ai.partNumber,
    manufacturer: ocr.manufacturer ?? ai.manufacturer,
    description: ocr.description ?? ai.description,
  };
}

/**
 * The spec's "AI photo identification", done for real: the photo is read by local OCR, then matched
 * against the company's catalogue by part number and name words (match.rules.ts); an OpenAI-compatible
 * endpoint, when configured, adds its reading. OCR and the AI call run outside any transaction.
 */
export async function identifyPart(
  run: TxRunner,
  deps: IdentifyDeps,
  scope: Scope,
  requestedCompany: string | undefined,
  upload: Upload,
): Promise<PartIdentification> {
  const kind = sniffImage(upload.data);
  if (!kind || kind.ext === 'webp') throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.identifyTypes);
  const companyId = writeCompany(scope, requestedCompany);
  if (scope.companyId === null && !(await run((tx) => companyExists(tx, companyId)))) throw notFound('Company not found');

  let ocr: { text: string; confidence: number };
  try {
    ocr = await deps.ocr.recognize(upload.data);
  } catch {
    throw new AppError('VALIDATION', 'Image Processing Failed');
  }
  const enrichment: Enrichment = deps.ai
    ? await enrichPartIdentification(deps.ai, { image: upload.data, contentType: kind.contentType, ocrText: ocr.text })
    : { status: 'not_configured' };
  const aiText = enrichment.status === 'ok' ? [enrichment.partNumber, enrichment.partName].filter(Boolean).join('\n') : '';
  const matchText = [ocr.text, aiText].filter(Boolean).join('\n');

  const { matches, makers } = await run(async (tx) => {
    const catalogue = await repo.catalogueOf(tx, companyId, catalogueLimit);
    const ranked = rankPartMatches(
      matchText,
      catalogue.map((p) => ({ id: p.id, partName: p.part_name, partNumber: p.part_number, manufacturer: p.manufacturer })),
    );
    const rows = new Map(
      (
        await repo.findPartsByIds(
          tx,
          ranked.map((r) => r.partId),
          companyId,
        )
      ).map((r) => [r.id, r]),
    );
    return {
      matches: ranked
        .filter((r) => rows.has(r.partId))
        .map((r) => ({ part: toPart(rows.get(r.partId)!), score: r.score, matchedOn: r.matchedOn, matchedText: r.matchedText })),
      // The company's own makers, so a plate naming one is read with the catalogue's spelling.
      makers: [...new Set(catalogue.map((p) => p.manufacturer).filter((v): v is string => Boolean(v)))],
    };
  });
  return {
    extractedText: ocr.text,
    ocrConfidence: ocr.confidence,
    matches,
    suggestion: mergeSuggestion(suggestPartFromText(ocr.text, makers), enrichment),
    message: !ocr.text ? m.noTextFound : matches.length === 0 ? m.noCatalogueMatch : null,
    enrichment,
  };
}
