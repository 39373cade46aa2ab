import type pg from 'pg';
import { loadPg } from './pg-driver.ts';
import { createHash } from 'node:crypto';
import type { Database, Opening, QueryOptions, Row, Sql } from './database.ts';
import { inlineIfSimple, inlineStatement } from './inline.ts';
import { listenPostgres } from './listen-postgres.ts';
import { asUnavailable, DatabaseUnavailable } from './unavailable.ts';

export async function openPostgres(url: string): Promise<Database> {
  const pool = new (loadPg().Pool)({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, a dropped database) emits 'error'
  // on the pool; without a listener Node would crash. The pool replaces it on the next query.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // A lost connection surfaces as DatabaseUnavailable (503 with Retry-After), never as a raw driver error (500).
  const asSql = (c: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      try {
        const result = options?.prepare ? await c.query({ name: statementName(text), text, values: params }) : await c.query(text, params);
        return result.rows as T[];
      } catch (err) {
        throw asUnavailable(err);
      }
    },
    async exec(text: string) {
      try {
        await c.query(text);
      } catch (err) {
        throw asUnavailable(err);
      }
    },
  });
  const connect = () =>
    pool.connect().catch((err: unknown) => {
      // Nothing was sent: whatever refused (the server down or starting, the database closed to connections), the
      // database is unavailable to us.
      throw new DatabaseUnavailable(err);
    });

  /** One attempt; `started` records whether fn was called, after which a retry could repeat its work. */
  async function attempt<T>(
    fn: (tx: Sql, opened: Row[]) => Promise<T>,
    opening: Opening | undefined,
    started: { fn: boolean },
  ): Promise<T> {
    const client = await connect();
    let committing = false;
    let broken: unknown = undefined;
    try {
      let out: T;
      if (opening?.deferredCheck) {
        const tx = deferredOpening(client, asSql(client), opening, begin);
        started.fn = true;
        try {
          out = await fn(tx, []);
        } catch (err) {
          await tx.settle(); // fn failed before its first query: the check still answers first (it may throw instead)
          throw err;
        }
        await tx.settle();
      } else {
        const opened = (await begin(client, opening ? [inlineStatement(opening)] : []))[1]?.rows ?? [];
        started.fn = true;
        out = await fn(asSql(client), opened);
      }
      if (opening?.readOnly) {
        // Nothing fn read can change by committing, so its answer need not wait: the commit goes with the
        // connection's next `begin` (see releaseWithPendingCommit).
        committing = true;
        releaseWithPendingCommit(client);
        return out;
      }
      await client.query('commit');
      return out;
    } catch (err) {
      const failure = asUnavailable(err);
      if (failure instanceof DatabaseUnavailable) broken = failure;
      else await client.query('rollback').catch((e: unknown) => (broken = e));
      throw failure;
    } finally {
      // A broken client is destroyed, not returned to the pool for the next request to trip over.
      if (!committing) client.release(broken instanceof Error ? broken : broken === undefined ? undefined : true);
    }
  }

  // A read-only transaction's commit waits for the connection's next use and travels in one message with its `begin`
  // (or goes alone within commitDelayMs when the connection idles): one round trip and two system calls fewer per
  // read. The commit of a read-only transaction changes nothing (request_begin's once-a-minute last_seen_at touch
  // excepted), so sending it a few milliseconds later loses nothing.
  const pendingCommits = new WeakMap<pg.PoolClient, ReturnType<typeof setTimeout>>();
  const takePendingCommit = (client: pg.PoolClient): boolean => {
    const timer = pendingCommits.get(client);
    if (timer === undefined) return false;
    clearTimeout(timer);
    pendingCommits.delete(client);
    return true;
  };
  const releaseWithPendingCommit = (client: pg.PoolClient) => {
    const timer = setTimeout(() => {
      if (takePendingCommit(client)) client.query('commit').catch(() => {});
    }, commitDelayMs);
    timer.unref();
    pendingCommits.set(client, timer);
    client.release();
  };
  const begin = (client: pg.PoolClient, statements: string[]) => beginWith(client, statements, takePendingCommit(client));
  /** Statements outside a transaction (pool.query's job), after any commit the connection still owes. */
  const onPool: Sql = {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      const client = await connect();
      let broken: unknown = undefined;
      try {
        if (takePendingCommit(client)) await client.query('commit');
        return await asSql(client).query<T>(text, params, options);
      } catch (err) {
        if (err instanceof DatabaseUnavailable) broken = err;
        throw err;
      } finally {
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    async exec(text: string) {
      await onPool.query(text);
    },
  };

  return {
    driver: 'postgres',
    ...onPool,
    async transaction(fn, opening) {
      const started = { fn: false };
      try {
        return await attempt(fn, opening, started);
      } catch (err) {
        // The connection failed before fn ran (refused, or a pooled connection found dead by `begin`): nothing of
        // this transaction reached the database, so one more attempt on a fresh connection repeats nothing.
        if (!(err instanceof DatabaseUnavailable) || started.fn) throw err;
        return attempt(fn, opening, { fn: false });
      }
    },
    listen: (channel, onPayload, onGap) => listenPostgres(url, channel, onPayload, onGap),
    close: () => pool.end(),
  };
}

/** How long a read-only transaction's commit may wait for its connection's next use. */
const commitDelayMs = 10;

/**
 * `begin` and the given statements as one simple-protocol message: one round trip, one result per statement
 * (`begin`'s first). With `commitFirst`, the previous read-only transaction's commit leads the message.
 */
async function beginWith(client: pg.PoolClient, statements: string[], commitFirst: boolean): Promise<pg.QueryResult[]> {
  const all = [...(commitFirst ? ['commit'] : []), 'begin', ...statements];
  if (all.length === 1) return [await client.query('begin')];
  const results = (await client.query(all.join('; '))) as unknown as pg.QueryResult[];
  return commitFirst ? results.slice(1) : results;
}

/**
 * The transaction's Sql when the opening waits for fn's first query (Opening.deferredCheck): that query goes in
 * the same message as `begin` and the opening when its values can be inlined, else right after them. The check
 * sees the opening's rows before any result reaches fn. A fn that never queries still has its opening checked.
 */
function deferredOpening(
  client: pg.PoolClient,
  sql: Sql,
  opening: Opening,
  begin: (client: pg.PoolClient, statements: string[]) => Promise<pg.QueryResult[]>,
): Sql & { settle(): Promise<void> } {
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
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!opened) {
        const first = options?.prepare ? null : inlineIfSimple({ text, values: params });
        const rows = await open(first);
        if (rows) return rows as T[];
      }
      return sql.query<T>(text, params, options);
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

const statementNames = new Map<string, string>();

/** A prepared statement's name: the same for the same text on every connection (node-postgres prepares it once per connection). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size < 1000) statementNames.set(text, name);
  }
  return name;
}
