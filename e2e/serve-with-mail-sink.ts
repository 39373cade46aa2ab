import fs from 'node:fs';
import path from 'node:path';
import { startSmtpSink, textBodyOf } from '../apps/server/test/smtp-sink.ts';
import { mailDir } from './mail.ts';
import { e2eMapFile } from './offline-map.ts';

/**
 * The e2e server, with its emails delivered over real SMTP to a sink in this process (why: a journey that needs an
 * emailed link reads it the way a person would, from the delivered message; nothing in the server is bypassed).
 */
const dir = mailDir(Number(process.env.PORT));
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const sink = await startSmtpSink({
  onMail: (delivered) => {
    const mail = {
      to: delivered.to.map((address) => address.toLowerCase()),
      subject: delivered.raw.match(/^subject:\s*(.*)$/im)?.[1] ?? '',
      text: textBodyOf(delivered.raw),
    };
    count += 1;
    fs.writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
  },
});
process.env.SMTP_URL = sink.url;

// MAP_PMTILES points at a link to a file outside the (per-run, unknown to the specs) DATA_DIR that only
// e2e/offline-map.spec.ts writes, and removes afterwards: the other journeys keep the shipped outlines (ADR 0024, 0034).
const mapLink = path.join(process.env.DATA_DIR!, process.env.MAP_PMTILES ?? 'maps/e2e-streets.pmtiles');
fs.mkdirSync(path.dirname(mapLink), { recursive: true });
fs.rmSync(mapLink, { force: true });
fs.symlinkSync(e2eMapFile(Number(process.env.PORT)), mapLink);

await import('../apps/server/src/main.ts');
