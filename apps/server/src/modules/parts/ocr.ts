import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';

/**
 * Local OCR (DESIGN §5): tesseract.js with the English data shipped in @tesseract.js-data/eng, read
 * from node_modules — langPath is that folder, the files are gzipped, and cacheMethod 'none' keeps the
 * worker from writing a copy or ever fetching one. One worker serves the process, one image at a time;
 * it is started on first use and stopped after a minute idle or when the app closes.
 */
const require = createRequire(import.meta.url);
// The default LSTM engine's data (tesseract.js uses the 4.0.0_best_int set for it).
export const englishDataPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export type OcrResult = { text: string; confidence: number };
export type OcrEngine = { recognize(image: Buffer): Promise<OcrResult>; close(): Promise<void> };

/**
 * Each photo is read in these page segmentation modes and the readings merged. Tesseract's default
 * (6, one uniform block of text) drops a line set much larger than the rest — the big part number on
 * a typical label; 3 (automatic layout) keeps the label's reading order and 11 (sparse text) finds
 * text of any size wherever it stands.
 */
export const pageModes = [Tesseract.PSM.AUTO, Tesseract.PSM.SPARSE_TEXT] as const;

const lineKey = (line: string) => line.toLowerCase().replace(/[^a-z0-9]/g, '');
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * One text from several readings of the same photo: the first reading as it stands, then each line of
 * the others that the text so far does not already contain (compared on letters and digits only, so a
 * line one mode split in two is not read twice). The confidence is the mean of the readings'
 * confidences weighted by the words each read.
 */
export function mergeReadings(readings: OcrResult[]): OcrResult {
  const lines: string[] = [];
  let seen = '';
  readings.forEach((reading, index) => {
    for (const raw of reading.text.split(/\r?\n/)) {
      const line = raw.trim();
      const key = lineKey(line);
      if (!key || (index > 0 && seen.includes(key))) continue;
      lines.push(line);
      seen += key;
    }
  });
  const words = readings.reduce((n, r) => n + wordCount(r.text), 0);
  const confidence = words === 0 ? 0 : readings.reduce((sum, r) => sum + r.confidence * wordCount(r.text), 0) / words;
  return { text: lines.join('\n'), confidence: Math.round(confidence) };
}

export function localOcr(opts: { idleMs?: number; timeoutMs?: number } = {}): OcrEngine {
  const idleMs = opts.idleMs ?? 60_000;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | null = null;

  const stop = async () => {
    const current = worker;
    worker = null;
    if (current) await (await current.catch(() => null))?.terminate().catch(() => undefined);
  };
  const start = () =>
    (worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: englishDataPath,
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    }).catch((err) => {
      worker = null;
      throw err;
    }));

  const run = async (image: Buffer): Promise<OcrResult> => {
    if (idle) clearTimeout(idle);
    const w = await start();
    let timer: NodeJS.Timeout | undefined;
    try {
      const readAll = async () => {
        const readings: OcrResult[] = [];
        for (const mode of pageModes) {
          await w.setParameters({ tessedit_pageseg_mode: mode });
          const { data } = await w.recognize(image);
          readings.push({ text: data.text.trim(), confidence: data.confidence });
        }
        return mergeReadings(readings);
      };
      return await Promise.race([
        readAll(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('OCR timed out')), timeoutMs);
        }),
      ]);
    } catch (err) {
      // A worker that failed or hung is not reused.
      await stop();
      throw err;
    } finally {
      clearTimeout(timer);
      idle = setTimeout(() => void stop(), idleMs);
      idle.unref();
    }
  };

  return {
    recognize(image) {
      const job = queue.then(() => run(image));
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      if (idle) clearTimeout(idle);
      await queue;
      await stop();
    },
  };
}
