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
