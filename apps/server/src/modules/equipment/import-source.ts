import fs from 'node:fs';
import { Readable } from 'node:stream';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse';
import { equipmentMessages, type ImportEncoding } from '@gears/domain';
import { AppError } from '../../platform/errors.ts';

/**
 * Issue 19 item 1: any real file as rows of text. CSV: the encoding is detected (UTF-8 ± BOM, UTF-16 with
 * BOM, Windows-1252 / Latin-1) or given, the delimiter detected (comma, semicolon, tab) from the head, any
 * line ending, quoted newlines. XLSX: the first sheet or a named one, read with exceljs (ADR 0029). Each
 * call of `records()` reads the file again from the start, so the profile pass and the import pass stream.
 */
export type ImportSource = {
  fileType: 'csv' | 'xlsx';
  encoding: ImportEncoding | null;
  delimiter: string | null;
  sheets: string[];
  sheet: string | null;
  records(): AsyncIterable<string[]>;
};

const headBytes = 64 * 1024;
const parseOptions = { relax_column_count: true, relax_quotes: true, skip_empty_lines: false, max_record_size: 1_000_000 } as const;

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(headBytes), 0, headBytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** BOMs are certain; otherwise valid UTF-8 is UTF-8, and chardet chooses between the single-byte Western encodings. */
export function detectEncoding(head: Buffer): ImportEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  // The head may end inside a multi-byte character: fatal decoding of all but its last 3 bytes.
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return 'utf-8';
  } catch {
    const guess = (chardet.detect(head) ?? '').toLowerCase();
    return guess === 'iso-8859-1' ? 'iso-8859-1' : 'windows-1252';
  }
}

/** The delimiter that splits the first lines into the same, largest number of fields (quotes respected). */
export function detectDelimiter(text: string): string {
  const lines: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if ((ch === '\n' || ch === '\r') && !quoted) {
      if (current.trim()) lines.push(current);
      current = '';
      if (lines.length >= 20) break;
    } else current += ch;
  }
  if (current.trim() && lines.length < 20) lines.push(current);
  let best = ',';
  let bestScore = 0;
  for (const delimiter of [',', ';', '\t', '|']) {
    const counts = lines.map((line) => {
      let n = 0;
      let q = false;
      for (const ch of line) {
        if (ch === '"') q = !q;
        else if (ch === delimiter && !q) n += 1;
      }
      return n;
    });
    const header = counts[0] ?? 0;
    const consistent = counts.filter((n) => n === header).length;
    const score = header === 0 ? 0 : header * consistent;
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}

function decodedStream(file: string, encoding: ImportEncoding): Readable {
  const raw = fs.createReadStream(file);
  // UTF-8 goes straight to the parser (its bom option drops a BOM): the bench's plain CSV pays nothing.
  return encoding === 'utf-8' ? raw : (raw.pipe(iconv.decodeStream(encoding, { stripBOM: true })) as unknown as Readable);
}

async function openCsv(file: string, head: Buffer, chosen: ImportEncoding | undefined): Promise<ImportSource> {
  const encoding = chosen ?? detectEncoding(head);
  if (encoding === 'utf-8' && head.subarray(0, 8192).includes(0))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', equipmentMessages.importFileTypes);
  const delimiter = detectDelimiter(iconv.decode(head, encoding));
  return {
    fileType: 'csv',
    encoding,
    delimiter,
    sheets: [],
    sheet: null,
    records: () => decodedStream(file, encoding).pipe(parse({ ...parseOptions, bom: true, delimiter })) as AsyncIterable<string[]>,
  };
}

/** A cell as the person sees it: dates as ISO, numbers as written, formulas by their result, rich text as text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function openXlsx(file: string, chosenSheet: string | undefined): Promise<ImportSource> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch {
    throw new AppError('VALIDATION', equipmentMessages.csvParseError);
  }
  const sheets = workbook.worksheets.map((w) => w.name);
  const sheet = chosenSheet ? workbook.getWorksheet(chosenSheet) : workbook.worksheets[0];
  if (!sheet) throw new AppError('VALIDATION', chosenSheet ? `The workbook has no sheet named ${chosenSheet}` : equipmentMessages.csvEmpty);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((v) => cellText(v as ExcelJS.CellValue)));
  });
  return {
    fileType: 'xlsx',
    encoding: null,
    delimiter: null,
    sheets,
    sheet: sheet.name,
    records: async function* () {
      yield* rows;
    },
  };
}

/** Opens an upload by its extension and bytes: .xlsx must be a zip, .csv/.txt/.tsv text. */
export async function openImportSource(
  file: string,
  extension: string,
  opts: { encoding?: ImportEncoding; sheet?: string },
): Promise<ImportSource> {
  const head = await readHead(file);
  if (head.length === 0) throw new AppError('VALIDATION', equipmentMessages.csvEmpty);
  const isZip = head[0] === 0x50 && head[1] === 0x4b;
  if (extension === '.xlsx') {
    if (!isZip) throw new AppError('UNSUPPORTED_MEDIA_TYPE', equipmentMessages.importFileTypes);
    return openXlsx(file, opts.sheet);
  }
  if (!['.csv', '.txt', '.tsv'].includes(extension) || isZip)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', equipmentMessages.importFileTypes);
  return openCsv(file, head, opts.encoding);
}
