import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Emails the e2e server sends go over real SMTP to a sink beside it (serve-with-mail-sink.ts), which writes each one
 * here as JSON; the folder is named by the server's port so the runner and its workers agree on it.
 */
export const mailDir = (port = Number(process.env.E2E_PORT || 3210)): string => path.join(os.tmpdir(), `gears-e2e-mail-${port}`);

export type SentMail = { to: string[]; subject: string; text: string };

function mailsTo(address: string): SentMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as SentMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** The first link in the newest email to an address whose path starts with `pathPrefix`, waiting for it to arrive. */
export async function emailedLink(address: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailsTo(address)
          .reverse()
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .find((url) => new URL(url).pathname.startsWith(pathPrefix));
        return link;
      },
      { message: `an email to ${address} with a ${pathPrefix} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}
