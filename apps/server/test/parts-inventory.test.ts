import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPartNumberPattern, partsMessages as m } from '@gears/domain';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, upload, type Member } from './equipment-fixtures.ts';
import { createPart } from './maintenance-fixtures.ts';

describe(`parts inventory (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
  });
  afterAll(() => t.close());

  it('adds a part with the spec defaults and a generated PN-{timestamp}-{4 chars} part number', async () => {
    const before = Date.now();
    const part = await createPart(t, a, { partName: 'Bucket Tooth' });
    expect(part).toMatchObject({
      partName: 'Bucket Tooth',
      unitsInStock: 0,
      minStock: 1,
      stockState: 'out',
      isLowStock: true,
      photoUrl: null,
      equipment: [],
    });
    expect(part.partNumber).toMatch(generatedPartNumberPattern);
    const stamp = Number(part.partNumber.split('-')[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('records opening stock in the ledger, links equipment, and refuses a duplicate part number (409) however it is spelled', async () => {
    const loader = (await createEquipment(t, a, { name: 'Loader 9' })).id;
    const part = await createPart(t, a, {
      partName: 'Hydraulic Filter',
      partNumber: '1R-0750',
      manufacturer: 'Caterpillar',
      supplier: 'Dealer',
      location: 'Bin A4',
      unitCost: 42.5,
      unitsInStock: 6,
      minStock: 2,
      leadTimeDays: 3,
      equipmentIds: [loader],
      category: 'filters',
    });
    expect(part).toMatchObject({
      partNumber: '1R-0750',
      unitsInStock: 6,
      stockState: 'ok',
      unitCost: 42.5,
      equipment: [{ id: loader, name: 'Loader 9' }],
    });
    const ledger = (await call(a, 'GET', `/api/parts/${part.id}/movements`)).json().movements;
    expect(ledger).toMatchObject([{ kind: 'received', quantityDelta: 6, balanceAfter: 6, reason: 'Opening stock', user: { id: a.id } }]);
    const dup = await call(a, 'POST', '/api/parts', { partName: 'Same', partNumber: '1r 0750' });
    expect([dup.statusCode, dup.json().error.message]).toEqual([409, m.duplicatePartNumber]);
    const other = await createPart(t, a, { partName: 'Other', partNumber: 'X-1' });
    const clash = await call(a, 'PATCH', `/api/parts/${other.id}`, { partNumber: '1R0750' });
    expect([clash.statusCode, clash.json().error.message]).toEqual([409, m.duplicatePartNumber]);
    expect((await call(a, 'GET', `/api/parts?equipmentId=${loader}`)).json().items.map((p: { id: string }) => p.id)).toEqual([part.id]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { partName: '' }, `partName: ${m.partNameRequired}`],
    ['negative stock', { partName: 'x', unitsInStock: -1 }, 'unitsInStock: Units in stock cannot be negative'],
    ['fractional stock', { partName: 'x', unitsInStock: 1.5 }, 'unitsInStock: Units in stock must be a whole number'],
    ['a negative reorder point', { partName: 'x', minStock: -2 }, 'minStock: Min stock cannot be negative'],
    ['a negative cost', { partName: 'x', unitCost: -1 }, 'unitCost: Unit cost cannot be negative'],
    ['an unknown key', { partName: 'x', price: 3 }, 'price'],
  ])('refuses %s with 400', async (_, body, message) => {
    const res = await call(a, 'POST', '/api/parts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('edits facts but never the stock directly; deletes a part without history (then 404)', async () => {
    const part = await createPart(t, a, { partName: 'Wiper Blade' });
    const edited = await call(a, 'PATCH', `/api/parts/${part.id}`, { partName: 'Wiper Blade 24in', minStock: 5, supplier: null });
    expect(edited.json()).toMatchObject({
      partName: 'Wiper Blade 24in',
      minStock: 5,
      unitsInStock: 0,
      stockState: 'out',
      archivedAt: null,
    });
    expect((await call(a, 'PATCH', `/api/parts/${part.id}`, { unitsInStock: 100 })).statusCode).toBe(400);
    const removed = await call(a, 'DELETE', `/api/parts/${part.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([
      200,
      {
        outcome: 'deleted',
        message: 'Wiper Blade 24in was deleted.',
        dependents: { movements: 0, tasks: 0, equipmentLinks: 0, quotes: 0, total: 0, onDelete: 'delete' },
      },
    ]);
    expect((await call(a, 'GET', `/api/parts/${part.id}`)).statusCode).toBe(404);
  });

  it('lists by name, searches name, number, maker and category, and lists low stock', async () => {
    const co = await newTenant(t);
    await createPart(t, co, { partName: 'V-Belt', partNumber: 'VB-100', unitsInStock: 10, minStock: 2 });
    await createPart(t, co, { partName: 'Air Filter', partNumber: 'AF-2', unitsInStock: 2, minStock: 2, manufacturer: 'Fleetguard' });
    await createPart(t, co, { partName: 'Bolt', partNumber: 'B-9', category: 'fasteners' });
    const names = async (q: string, path = '/api/parts') =>
      (await call(co, 'GET', `${path}${q}`)).json().items.map((p: { partName: string }) => p.partName);
    expect(await names('')).toEqual(['Air Filter', 'Bolt', 'V-Belt']);
    expect(await names('?search=fleet')).toEqual(['Air Filter']);
    expect(await names('?search=VB-1')).toEqual(['V-Belt']);
    expect(await names('?search=fasten')).toEqual(['Bolt']);
    expect(await names('', '/api/parts/low-stock')).toEqual(['Air Filter', 'Bolt']);
    expect(await names('?lowStock=true')).toEqual(['Air Filter', 'Bolt']);
    expect((await call(co, 'GET', '/api/parts?limit=1&offset=1')).json()).toMatchObject({ total: 3, items: [{ partName: 'Bolt' }] });
  });

  it('uploads a photo checked by its bytes, serves it, replaces and removes it', async () => {
    const part = await createPart(t, a, { partName: 'Seat Switch' });
    const res = await upload(t, a, `/api/parts/${part.id}/photo`, 'switch.png', tinyPng(), 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().photoUrl).toBe(`/api/parts/${part.id}/photo`);
    const file = await call(a, 'GET', `/api/parts/${part.id}/photo`);
    expect([file.statusCode, file.headers['content-type'], file.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
    expect(file.rawPayload.equals(tinyPng())).toBe(true);
    expect((await upload(t, a, `/api/parts/${part.id}/photo`, 'switch.png', Buffer.from('not an image'))).statusCode).toBe(415);
    expect((await upload(t, a, `/api/parts/${part.id}/photo`, 'again.png', tinyPng())).statusCode).toBe(200);
    expect((await call(a, 'DELETE', `/api/parts/${part.id}/photo`)).statusCode).toBe(204);
    expect((await call(a, 'GET', `/api/parts/${part.id}/photo`)).statusCode).toBe(404);
  });

  describe('quote requests', () => {
    it('requests a quote (units default 1, status requested) and lists newest first; deleting the part archives it and its quotes stay', async () => {
      const co = await newTenant(t);
      const part = await createPart(t, co, { partName: 'Alternator', partNumber: 'ALT-12' });
      const first = await call(co, 'POST', '/api/parts/quotes', { partId: part.id, vendor: 'Acme Parts' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        message: m.quoteRequested,
        quote: {
          partId: part.id,
          partName: 'Alternator',
          partNumber: 'ALT-12',
          vendor: 'Acme Parts',
          unitsRequested: 1,
          status: 'requested',
          notes: null,
          requestedBy: { id: co.id },
        },
      });
      const second = (
        await call(co, 'POST', '/api/parts/quotes', { partId: part.id, vendor: 'Dealer', unitsRequested: 4, notes: 'Rush' })
      ).json().quote;
      expect((await call(co, 'GET', '/api/parts/quotes')).json().quotes.map((q: { id: string }) => q.id)).toEqual([
        second.id,
        first.json().quote.id,
      ]);
      expect((await call(co, 'GET', `/api/parts/quotes?partId=${part.id}`)).json().quotes).toHaveLength(2);
      for (const body of [{ partId: part.id, vendor: '' }, { partId: part.id, vendor: 'x', unitsRequested: 0 }, { vendor: 'x' }]) {
        expect((await call(co, 'POST', '/api/parts/quotes', body)).statusCode).toBe(400);
      }
      expect((await call(co, 'DELETE', `/api/parts/${part.id}`)).json()).toMatchObject({
        outcome: 'archived',
        dependents: { quotes: 2, onDelete: 'archive' },
      });
      expect(
        (await call(co, 'GET', '/api/parts/quotes')).json().quotes.map((q: Record<string, unknown>) => [q.partId, q.partName]),
      ).toEqual([
        [part.id, 'Alternator'],
        [part.id, 'Alternator'],
      ]);
    });
  });
});
