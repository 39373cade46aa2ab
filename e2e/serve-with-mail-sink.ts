import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailDir } from './mail.ts';

/**
 * The e2e server, with its emails delivered over real SMTP to a sink in this process (why: a journey that needs an
 * emailed link reads it the way a person would, from the delivered message; nothing in the server is bypassed).
 */
const dir = mailDir(Number(process.env.PORT));
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let count = 0;

/** The text body of a raw message, undoing quoted-printable or base64 transfer encoding. */
function textBodyOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = headers.match(/^content-transfer-encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const mail = {
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: raw.match(/^subject:\s*(.*)$/im)?.[1] ?? '',
        text: textBodyOf(raw),
      };
      count += 1;
      fs.writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;

await import('../apps/server/src/main.ts');
