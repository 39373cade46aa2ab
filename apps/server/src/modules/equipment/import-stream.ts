import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { importStreamType, type ImportProgress, type ImportResult, type ImportStreamLine } from '@gears/domain';
import { AppError } from '../../platform/errors.ts';

/** Whether the client asked for the import as NDJSON (issue 19 item 9). */
export function wantsImportStream(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return accept.split(',').some((type) => type.split(';')[0]!.trim().toLowerCase() === importStreamType);
}

function stoppedMessage(err: unknown, last: ImportProgress | null): string {
  if (err instanceof AppError) return err.message;
  const where = last ? ` after ${last.done} of ${last.total} rows` : '';
  return `The import stopped${where}: something went wrong on our side. The rows written before that are kept; import the file again with "skip existing" to add the rest.`;
}

/**
 * Runs an import and answers it as NDJSON: a progress line before the first row and after every batch, then the
 * result (the JSON answer's very body). Until the first progress line nothing is sent, so a refused file still
 * answers its ordinary 4xx error; after it, a failure ends the stream with an error line. Every line is whole.
 */
export async function streamImport(
  req: FastifyRequest,
  reply: FastifyReply,
  run: (onProgress: (progress: ImportProgress) => void) => Promise<ImportResult>,
  cleanup: () => Promise<void>,
): Promise<FastifyReply> {
  const out = new PassThrough();
  const write = (line: ImportStreamLine) => {
    if (!out.writableEnded && !out.destroyed) out.write(`${JSON.stringify(line)}\n`);
  };
  let last: ImportProgress | null = null;
  let opened = () => {};
  const started = new Promise<void>((resolve) => (opened = resolve));
  const job = run((progress) => {
    last = progress;
    opened();
    write({ type: 'progress', ...progress });
  });
  try {
    await Promise.race([started, job]);
  } catch (err) {
    await cleanup();
    throw err;
  }
  void job
    .then(
      (result) => write({ type: 'result', ...result }),
      (err: unknown) => {
        if (!(err instanceof AppError)) req.log.error({ err }, 'import stopped after its stream started');
        write({ type: 'error', message: stoppedMessage(err, last) });
      },
    )
    .finally(() => {
      out.end();
      return cleanup().catch((err: unknown) => req.log.warn({ err }, 'import upload not removed'));
    });
  reply.header('Content-Type', `${importStreamType}; charset=utf-8`);
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.send(out);
}
