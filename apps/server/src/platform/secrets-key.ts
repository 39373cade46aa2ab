import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { deriveKey } from './secret-box.ts';

/** The file that holds the generated key when SECRETS_KEY is not set (README, settings). */
export const secretsKeyFile = 'secrets.key';
const cache = new Map<string, Buffer>();

/**
 * The key that seals secrets kept in the database (tracker provider credentials): derived from SECRETS_KEY when it is
 * set; otherwise 32 random bytes generated once into DATA_DIR/secrets.key (mode 0600) and read from there after. Several
 * server processes must share one key: set SECRETS_KEY for them, or share DATA_DIR.
 */
export function secretsKeyOf(config: Pick<Config, 'secretsKey' | 'dataDir'>): Buffer {
  if (config.secretsKey) return deriveKey(config.secretsKey, 'gears-portal-secrets', 'secrets-key-v1');
  const file = path.join(config.dataDir, secretsKeyFile);
  const known = cache.get(file);
  if (known) return known;
  const key = readOrCreate(file);
  cache.set(file, key);
  return key;
}

function readOrCreate(file: string): Buffer {
  try {
    return keyIn(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two processes starting at once cannot both write; the loser reads the winner's key.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return keyIn(file);
}

function keyIn(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`Refusing to use ${file}: it does not hold a 32-byte base64 key.`);
  return key;
}
