import { createCanvas } from '@napi-rs/canvas';
import { multipartFile, uniqueIp, type TestApp } from './harness.ts';
import { client } from './equipment-fixtures.ts';

let counter = 0;

/** Creates a note through the API (201 expected); override any field of the Create Note body. */
export async function createNote(
  t: TestApp,
  who: { cookie: string },
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; [k: string]: any }> {
  const res = await client(t)(who, 'POST', '/api/notes', { content: `Checked the boom hoses ${counter++}`, ...overrides });
  if (res.statusCode !== 201) throw new Error(`create note failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A photo of a label: black text on white, as a cropped phone photo of a sticker or a hand-written tag would read. */
export function textPhoto(lines: string[]): Buffer {
  const canvas = createCanvas(1000, 80 + lines.length * 80);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  g.font = 'bold 48px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 40, 80 + i * 80));
  return canvas.toBuffer('image/png');
}

/** A multipart body with several files in the field "files" and text fields, built by hand. */
export function multipartFiles(files: { name: string; data: Buffer; type?: string }[], fields: Record<string, string> = {}) {
  const boundary = `----gears-notes-${Date.now()}-${counter++}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function analyse(
  t: TestApp,
  who: { cookie: string },
  files: { name: string; data: Buffer; type?: string }[],
  content?: string,
  url = '/api/notes/analyze',
) {
  const body = multipartFiles(files, content ? { content } : {});
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: uniqueIp(),
  });
}

export { multipartFile };

/** A sales order (and the accepted quote request it came from) written through the owner handle, as conversion leaves them. */
export async function insertSalesOrder(t: TestApp, companyId: string, title = 'Track rollers'): Promise<{ id: string; number: string }> {
  const [quote] = await t.db.query<{ id: string }>(
    `insert into quote_requests (company_id, title, status, total_client_cost) values ($1, $2, 'accepted', 1250.00) returning id`,
    [companyId, title],
  );
  const [order] = await t.db.query<{ id: string; number: string }>(
    `insert into sales_orders (company_id, quote_request_id, order_date, subtotal, total)
     values ($1, $2, current_date, 1250.00, 1250.00) returning id, number`,
    [companyId, quote!.id],
  );
  return order!;
}
