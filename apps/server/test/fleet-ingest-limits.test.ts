import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestRoutes } from '../src/modules/fleet/index.ts';
import { registerErrorHandling } from '../src/platform/errors.ts';
import { createTestApp, testDriver, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, type Member } from './equipment-fixtures.ts';
import { assign, createSource, isoAgo } from './fleet-fixtures.ts';

describe(`fleet ingest: slow senders and deleted machines (${testDriver})`, () => {
  let t: TestApp;
  let boss: Member;
  let secret: string;
  let sourceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await newTenant(t, 'manager');
    const created = await createSource(t, boss);
    secret = created.secret!;
    sourceId = created.source.id;
  });
  afterAll(() => t.close());

  it('a sender that does not finish its body in time is cut off and nothing is stored', async () => {
    // The ingest routes alone, with a short body deadline (the product's is 60 s).
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await ingestRoutes(app, t.deps, { bodyDeadlineMs: 300 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      const closed = new Promise<string>((resolve) => {
        let answer = '';
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('close', () => resolve(answer));
      });
      socket.write(
        `POST /api/ingest/json/${secret} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"deviceId":"SLOW`,
      );
      expect(await closed).not.toContain('200 OK');
      expect(await t.db.query("select 1 from equipment_location_logs where device_id like 'SLOW%'")).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("deleting a machine deletes its location history (spec 02 §7), not other machines'", async () => {
    const gone = (await createEquipment(t, boss)).id;
    const kept = (await createEquipment(t, boss)).id;
    await assign(t, boss, { equipmentId: gone, trackerSourceId: sourceId, deviceId: 'DEL-1' });
    await assign(t, boss, { equipmentId: kept, trackerSourceId: sourceId, deviceId: 'DEL-2' });
    const positions = ['DEL-1', 'DEL-2'].map((deviceId) => ({ deviceId, fixedAt: isoAgo(30), latitude: 1, longitude: 1 }));
    expect((await t.app.inject({ method: 'POST', url: `/api/ingest/json/${secret}`, payload: { positions } })).json().accepted).toBe(2);
    const res = await client(t)(boss, 'DELETE', `/api/equipment/${gone}`);
    expect(res.json().outcome).toBe('deleted');
    const left = await t.db.query<{ equipment_id: string }>(
      "select equipment_id from equipment_location_logs where device_id in ('DEL-1', 'DEL-2')",
    );
    expect(left).toEqual([{ equipment_id: kept }]);
  });
});
