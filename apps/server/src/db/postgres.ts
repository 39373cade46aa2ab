import pg from 'pg';
import type { Database, Opening, Row, Sql } from './database.ts';
import { inlineIfSimple, inlineStatement } from './inline.ts';

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, a dropped database) emits 'error'
  // on the pool; without a listener Node would crash. The pool replaces it on the next query.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const asSql = (c: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params: unknown[] = []) {
      const result = await c.query(text, params);
      return result.rows as T[];
    },
    async exec(text: string) {
      await c.query(text);
    },
  });
  return {
    driver: 'postgres',
    ...asSql(pool),
    async transaction(fn, opening) {
      const client = await pool.connect();
      let committing = false;
      try {
        let out;
        if (opening?.deferredCheck) {
          const tx = deferredOpening(client, asSql(client), opening);
          try {
            out = await fn(tx, []);
          } catch (err) {
            await tx.settle(); // fn failed before its first query: the check still answers first (it may throw instead)
            throw err;
          }
          await tx.settle();
        } else {
          out = await fn(asSql(client), opening ? await begin(client, [inlineStatement(opening)]).then((r) => r[1]!.rows) : []);
        }
        if (opening?.readOnly) {
          // Nothing fn read can change by committing, so its answer need not wait; the client is released after.
          committing = true;
          void client.query('commit').catch(() => {}).finally(() => client.release());
          return out;
        }
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        if (!committing) client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `begin` and the given statements as one simple-protocol message: one round trip, one result per statement. */
async function begin(client: pg.PoolClient, statements: string[]): Promise<pg.QueryResult[]> {
  if (statements.length === 0) return [await client.query('begin')];
  return (await client.query(['begin', ...statements].join('; '))) as unknown as pg.QueryResult[];
}

/**
 * The transaction's Sql when the opening waits for fn's first query (Opening.deferredCheck): that query goes in
 * the same message as `begin` and the opening when its values can be inlined, else right after them. The check
 * sees the opening's rows before any result reaches fn. A fn that never queries still has its opening checked.
 */
function deferredOpening(client: pg.PoolClient, sql: Sql, opening: Opening): Sql & { settle(): Promise<void> } {
  let opened = false;
  const open = async (first: string | null): Promise<Row[] | null> => {
    opened = true;
    if (first) {
      let results: pg.QueryResult[];
      try {
        results = await begin(client, [inlineStatement(opening), first]);
      } catch {
        // The message failed (most likely its query) and took the opening's answer with it: start again with the
        // opening alone, so the check speaks first; the caller then runs the query by itself and gets its error.
        await client.query('rollback');
        const again = await begin(client, [inlineStatement(opening)]);
        opening.deferredCheck!(again[1]!.rows);
        return null;
      }
      opening.deferredCheck!(results[1]!.rows);
      return results[2]!.rows;
    }
    const results = await begin(client, [inlineStatement(opening)]);
    opening.deferredCheck!(results[1]!.rows);
    return null;
  };
  return {
    async query<T>(text: string, params: unknown[] = []) {
      if (!opened) {
        const first = inlineIfSimple({ text, values: params });
        const rows = await open(first);
        if (rows) return rows as T[];
      }
      return sql.query<T>(text, params);
    },
    async exec(text: string) {
      if (!opened) await open(null);
      await sql.exec(text);
    },
    async settle() {
      if (!opened) await open(null);
    },
  };
}
