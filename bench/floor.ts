/**
 * npm run bench:floor — where the equipment list's time goes (ADR 0007). On the database `npm run bench` kept
 * (DATABASE_URL + BENCH_DATABASE, or PGlite generated here at BENCH_SCALE), starts the app with three probe routes
 * that exist only in this process, and times, interleaved, one request at a time:
 *   raw      the first-page list statement, run by the owner (as `npm run bench` raw);
 *   empty    GET /bench/empty — an empty Fastify route over loopback HTTP;
 *   floor    GET /bench/floor/0 — the same raw statement answered as the API's JSON (no session, no RLS, no transaction);
 *   http     GET /api/equipment — the real endpoint.
 * Env: BENCH_FLOOR_ROUNDS (600).
 */
import os from 'node:os';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { prepare } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { EquipmentRow } from '../apps/server/src/modules/equipment/bench.seam.ts';
import { buildCases } from './cases.ts';
import { registerFloorRoute } from './floor-route.ts';
import { openBenchDatabase } from './db.ts';
import { findGenerated, generate, scaleFromEnv } from './generate.ts';
import { httpClient } from './http.ts';
import { ms, summarize, table, timed } from './stats.ts';

const rounds = Number.parseInt(process.env.BENCH_FLOOR_ROUNDS ?? '600', 10) || 600;
const bench = await openBenchDatabase();
try {
  const config = loadConfig({
    SEED_DEMO: 'false',
    DATA_DIR: bench.dataDir,
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const deps = await prepare(bench.db, config, pino({ level: 'silent' }));
  deps.mailer.stop();
  const scale = scaleFromEnv();
  const gen = (bench.kept ? await findGenerated(bench.db, scale, () => {}) : null) ?? (await generate(bench.db, scale, () => {}));
  const first = (await buildCases(bench.db, gen.big.id))[0]!;
  const raw = () => bench.db.query<EquipmentRow>(first.raw.text, first.raw.values);
  const app = await buildApp(deps);
  app.get('/bench/empty', async () => ({ ok: true }));
  registerFloorRoute(app, bench.db, () => [first.raw]);
  const client = httpClient(await app.listen({ host: '127.0.0.1', port: 0 }));
  try {
    // The sign-in rate limit counts earlier runs on a kept database: this database is the bench's own.
    await bench.db.query('delete from rate_limit_hits');
    const cookie = await client.signIn(gen.big.email, gen.password);
    const get =
      (path: string, withCookie = true) =>
      async () => {
        const res = await client.get(path, withCookie ? cookie : '');
        if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      };
    const modes: [string, () => Promise<unknown>][] = [
      ['raw: the statement, owner, no transaction', raw],
      ['empty Fastify route over loopback HTTP', get('/bench/empty')],
      ['floor: same raw statement answered as the API JSON, no session', get('/bench/floor/0', false)],
      ['GET /api/equipment (session, RLS, transaction)', get(`/api/equipment?${new URLSearchParams(first.query).toString()}`)],
    ];
    for (let i = 0; i < 50; i++) for (const [, fn] of modes) await fn();
    const samples = modes.map(() => [] as number[]);
    for (let i = 0; i < rounds; i++) for (const [j, [, fn]] of modes.entries()) samples[j]!.push(await timed(fn));
    const rawStats = summarize(samples[0]!);
    console.log(
      `${bench.label}; ${first.name}; ${rounds} rounds; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}\n`,
    );
    console.log(
      table(
        ['what', 'p50 ms', 'p95 ms', '× raw p50', '× raw p95'],
        modes.map(([name], j) => {
          const s = summarize(samples[j]!);
          return [name, ms(s.p50), ms(s.p95), `${(s.p50 / rawStats.p50).toFixed(2)}×`, `${(s.p95 / rawStats.p95).toFixed(2)}×`];
        }),
      ),
    );
  } finally {
    client.close();
    await app.close();
  }
} finally {
  await bench.close();
}
