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
      const result = await Promise.race([
        w.recognize(image),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('OCR timed out')), timeoutMs);
        }),
      ]);
      return { text: result.data.text.trim(), confidence: Math.round(result.data.confidence) };
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
