import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase, testDriver } from './harness.ts';

// QueryOptions.prepare (docs/performance.md, issue 14 item 13): the same rows either way; on PostgreSQL the statement is
// prepared on the connection, so a later run reuses it (and, after a few runs, a generic plan) instead of planning again.
describe(`prepared statements (${testDriver})`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ db, drop } = await openTestDatabase()));
  afterAll(() => drop());

  const text = 'select n, n * $1::int as twice from generate_series(1, 3) as n order by n';

  it('answers the same rows as an unprepared query, run after run', async () => {
    const plain = await db.query(text, [2]);
    for (let i = 0; i < 7; i++) expect(await db.transaction((tx) => tx.query(text, [2], { prepare: true }))).toEqual(plain);
  });

  it.runIf(testDriver === 'postgres')('keeps the statement on the connection it ran on', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.query(text, [3], { prepare: true });
      return tx.query<{ statement: string }>('select statement from pg_prepared_statements');
    });
    expect(seen.map((r) => r.statement)).toContain(text);
  });
});

// A read-only transaction's commit waits for the connection's next use (postgres.ts): whatever runs next on that
// connection must not run inside the old read-only transaction, and an idle connection commits by itself.
describe.runIf(testDriver === 'postgres')('read-only transactions commit with the next begin (postgres)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ db, drop } = await openTestDatabase()));
  afterAll(() => drop());

  const readOnly = { text: "select set_config('transaction_read_only', 'on', true)", values: [], readOnly: true };
  const pid = () => db.transaction((tx) => tx.query<{ pid: number }>('select pg_backend_pid() as pid'), readOnly);

  it('a statement on the pool right after runs outside it, and can write', async () => {
    await db.query('create table if not exists ro_probe (n int)');
    await pid();
    await db.query('insert into ro_probe values (1)');
    expect(await db.query("select current_setting('transaction_read_only') as ro")).toEqual([{ ro: 'off' }]);
  });

  it('the next transaction starts fresh and sees what others committed meanwhile', async () => {
    await pid();
    await db.query('insert into ro_probe values (2)');
    const seen = await db.transaction((tx) => tx.query<{ n: number }>('select n from ro_probe where n = 2'));
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('a connection left idle commits within moments (no idle-in-transaction session stays)', async () => {
    const [{ pid: backend }] = (await pid()) as [{ pid: number }];
    await new Promise((r) => setTimeout(r, 100));
    const state = await db.transaction((tx) => tx.query<{ state: string }>('select state from pg_stat_activity where pid = $1', [backend]));
    expect(state.map((s) => s.state)).not.toContain('idle in transaction');
  });
});
