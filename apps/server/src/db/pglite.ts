import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Row, Sql } from './database.ts';

/** The extensions every PGlite database is opened with (the migrations use them); a saved copy must load them again. */
export const pgliteExtensions = { btree_gin, btree_gist, pg_trgm };

/**
 * Embedded PostgreSQL (DESIGN §4a). A data folder must never be opened by two processes:
 * the second silently loses commits, so we hold a lock file while open.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = takeLock(dataDir);
  }
  // Extensions are registered on every open (DESIGN §4a); migrations create them once.
  const extensions = pgliteExtensions;
  const pg = dataDir ? new PGlite(path.join(dataDir, 'pg'), { extensions }) : new PGlite({ extensions });
  await pg.waitReady;
  return wrapPglite(pg, releaseLock);
}

export function wrapPglite(pg: PGlite, onClose: () => void = () => {}): Database {
  const asSql = (q: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    async query<T>(text: string, params: unknown[] = []) {
      const result = await q.query<T>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await q.exec(text);
    },
  });
  return {
    driver: 'pglite',
    ...asSql(pg),
    // In process there is no round trip to save: the opening statement is simply the transaction's first query.
    transaction: (fn, opening) =>
      pg.transaction(async (tx) => {
        const sql = asSql(tx);
        const opened = opening ? await sql.query<Row>(opening.text, opening.values) : [];
        if (!opening?.deferredCheck) return fn(sql, opened);
        opening.deferredCheck(opened);
        return fn(sql, []);
      }),
    // In process: a NOTIFY reaches this one connection's listeners when its transaction commits; nothing is ever lost.
    listen: async (channel, onPayload) => {
      const stop = await pg.listen(channel, onPayload);
      return async () => stop();
    },
    close: async () => {
      await pg.close();
      onClose();
    },
  };
}

function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR.`);
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
