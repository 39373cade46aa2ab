import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

const fileName = 'payments-webhook-secret';
const cache = new Map<string, string>();

/**
 * The secret webhooks are verified with: STRIPE_WEBHOOK_SECRET when set; otherwise a local secret generated
 * once into DATA_DIR (mode 0600), which the built-in test checkout signs its events with. Created with 'wx'
 * so two processes starting together end up with the same secret.
 */
export function webhookSecretOf(config: Config): string {
  if (config.stripe.webhookSecret) return config.stripe.webhookSecret;
  const file = path.join(config.dataDir, fileName);
  const cached = cache.get(file);
  if (cached) return cached;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `whsec_${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!secret.startsWith('whsec_')) throw new Error(`${file} does not hold a webhook secret`);
  cache.set(file, secret);
  return secret;
}
