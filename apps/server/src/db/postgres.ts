import pg from 'pg';
import type { Database, Sql } from './database.ts';

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
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn(asSql(client));
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
