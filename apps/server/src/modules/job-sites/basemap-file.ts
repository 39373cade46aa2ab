import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/** The URL the web reads the PMTiles basemap from (MAP_PMTILES, ADR 0034). */
export const basemapPath = '/api/maps/basemap.pmtiles';

/** A byte range to send, both ends included (RFC 9110 §14.1.2). */
export type ByteRange = { start: number; end: number };

/**
 * The Range header against a file of `size` bytes: null → send the whole file (no header, or a unit other than bytes,
 * which RFC 9110 §14.2 says to ignore); 'unsatisfiable' → 416. One range only: a PMTiles reader asks for one span at a
 * time (header and root directory, a leaf directory, a tile), and answering a malformed or multi-range request with
 * the whole archive — gigabytes for a region — would be worse than a 416 the client can act on.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(value);
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  if (match[1] === '') {
    // A suffix range: the last N bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A strong validator from size and modification time: a replaced file gets a new one, so readers refetch (ADR 0034). */
function etagOf(stat: fs.Stats): string {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/**
 * Sends the PMTiles file with HTTP Range requests (206 Partial Content, Accept-Ranges, ETag, Last-Modified, 416 for a
 * range it cannot serve, If-Range, 304 on a matching If-None-Match). Missing or unreadable file: 404 with a message;
 * the web map then shows the shipped outlines.
 */
export async function sendBasemapFile(req: FastifyRequest, reply: FastifyReply, file: string | null) {
  if (!file) throw new AppError('NOT_FOUND', 'No offline street map is configured on this server (MAP_PMTILES).');
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new Error('not a regular file');
  } catch (error) {
    req.log.warn({ file, err: error }, 'MAP_PMTILES: the basemap file cannot be read');
    throw new AppError('NOT_FOUND', 'The offline street map file (MAP_PMTILES) is missing on the server.');
  }
  const etag = etagOf(stat);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    // Tiles are the company's own map, not public: private caches only, revalidated by the ETag after 5 minutes.
    .header('Cache-Control', 'private, max-age=300')
    .header('Content-Type', 'application/vnd.pmtiles');

  let range = parseRange(req.headers.range, stat.size);
  // If-Range (RFC 9110 §13.1.5): a range of a different version of the file would mix two archives; send it whole.
  const ifRange = req.headers['if-range'];
  if (range && ifRange && ifRange !== etag && ifRange !== stat.mtime.toUTCString()) range = null;
  if (!range && req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${stat.size}`)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send({
        error: {
          code: 'RANGE_NOT_SATISFIABLE',
          message: `The range ${JSON.stringify(req.headers.range)} is not one byte range within the file's ${stat.size} bytes.`,
        },
      });
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  const length = Math.max(0, end - start + 1);
  reply.header('Content-Length', length);
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${stat.size}`);
  if (length === 0) return reply.send();
  // Also for HEAD: Fastify's HEAD twin of this route drops the stream and keeps Content-Length.
  return reply.send(fs.createReadStream(file, { start, end }));
}
