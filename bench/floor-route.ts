import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/database.ts';
import { encodeCursor } from '../apps/server/src/platform/cursor.ts';
import { toEquipment } from '../apps/server/src/modules/equipment/bench.seam.ts';
import type { PageRow } from '../apps/server/src/modules/equipment/bench.seam.ts';

export type Statement = { text: string; values: unknown[] };

/**
 * The floor route (ADR 0007, DESIGN §7): `GET /bench/floor/:index` runs statement `index` as the database owner and
 * answers its rows exactly as `GET /api/equipment` shapes them (items + nextCursor), with no session, no RLS and no
 * transaction. It exists only in the bench process; call it without a cookie.
 */
export function registerFloorRoute(app: FastifyInstance, db: Database, statements: () => Statement[], limit = 50): void {
  app.get<{ Params: { index: string } }>('/bench/floor/:index', async (req, reply) => {
    const statement = statements()[Number(req.params.index)];
    if (!statement) return reply.status(404).send({ error: 'no such case' });
    const rows = await db.query<PageRow>(statement.text, statement.values);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => toEquipment(row)),
      nextCursor: rows.length > limit && last ? encodeCursor(last.sort_key, last.id) : null,
    };
  });
}
