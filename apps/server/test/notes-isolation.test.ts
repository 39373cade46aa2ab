import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { companyRowCounts, createTestApp, insertUser, signIn, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, upload, type CrossTenantCall, type Member } from './equipment-fixtures.ts';
import { createTask } from './maintenance-fixtures.ts';
import { createNote, insertSalesOrder } from './notes-fixtures.ts';

/** Company B (and an admin impersonating B) names company A's notes, files and machines: 404 everywhere, A unchanged. */
describe(`notes isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let bImpersonator: Member;
  let aNote: { id: string };
  let aAttachment: string;
  let aMachine: string;
  let aTask: string;
  let aQuote: string;
  let aOrder: string;
  let bNote: { id: string };
  let bNoteBefore: unknown;
  let before: unknown[];
  let countsBefore: Record<string, number>;

  const tables = ['notes_v2', 'note_attachments', 'quote_requests', 'maintenance_tasks', 'sales_orders'];
  const noteRows = async () =>
    t.db.query(
      `select n.*, (select json_agg(x order by x.id) from note_attachments x where x.note_id = n.id) as files
         from notes_v2 n where n.company_id = $1 order by n.id`,
      [a.companyId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'client_admin');
    b = await newTenant(t, 'client_admin');
    aMachine = (await createEquipment(t, a)).id;
    aNote = await createNote(t, a, { content: 'A secret note about the crusher', equipmentId: aMachine });
    const res = await upload(t, a, `/api/notes/${aNote.id}/attachments`, 'a.png', tinyPng(), 'image/png');
    aAttachment = res.json().attachments[0].id;
    aTask = (await createTask(t, a, { title: 'A secret task', equipmentId: aMachine })).id;
    aQuote = (await call(a, 'POST', '/api/quote-requests', { title: 'A secret quote', equipmentId: aMachine })).json().id;
    aOrder = (await insertSalesOrder(t, a.companyId, 'A secret order')).id;
    bNote = await createNote(t, b, { content: 'B note about its own yard' });
    const provider = await insertUser(t.db, { role: 'gears_admin' });
    bImpersonator = { id: provider.id, companyId: provider.companyId, cookie: await signIn(t.app, provider) };
    await call(bImpersonator, 'POST', '/api/admin/impersonation', { clientId: b.companyId });
    before = await noteRows();
    bNoteBefore = (await t.db.query('select * from notes_v2 where id = $1', [bNote.id]))[0];
    countsBefore = await companyRowCounts(t.db, a.companyId, tables);
  });
  afterAll(() => t.close());

  const calls: CrossTenantCall[] = [
    ['read', 'GET', () => `/api/notes/${aNote.id}`],
    ['update', 'PATCH', () => `/api/notes/${aNote.id}`, () => ({ content: 'Taken' })],
    ['delete', 'DELETE', () => `/api/notes/${aNote.id}`],
    ['read file', 'GET', () => `/api/notes/${aNote.id}/attachments/${aAttachment}/file`],
    ['delete file', 'DELETE', () => `/api/notes/${aNote.id}/attachments/${aAttachment}`],
    ['convert to quote', 'POST', () => `/api/notes/${aNote.id}/quote-request`, () => ({})],
    ['create about A machine', 'POST', () => '/api/notes', () => ({ content: 'x', equipmentId: aMachine })],
    ['create linked to A machine', 'POST', () => '/api/notes', () => ({ content: 'x', noteType: 'equipment', referenceId: aMachine })],
    ['create linked to A quote', 'POST', () => '/api/notes', () => ({ content: 'x', noteType: 'quote', referenceId: aQuote })],
    ['create linked to A task', 'POST', () => '/api/notes', () => ({ content: 'x', noteType: 'maintenance', referenceId: aTask })],
    ['create linked to A order', 'POST', () => '/api/notes', () => ({ content: 'x', noteType: 'order', referenceId: aOrder })],
    ['link own note to A quote', 'PATCH', () => `/api/notes/${bNote.id}`, () => ({ noteType: 'quote', referenceId: aQuote })],
    ['link own note to A task', 'PATCH', () => `/api/notes/${bNote.id}`, () => ({ noteType: 'maintenance', referenceId: aTask })],
    ['link own note to A order', 'PATCH', () => `/api/notes/${bNote.id}`, () => ({ noteType: 'order', referenceId: aOrder })],
    ['link own note to A machine', 'PATCH', () => `/api/notes/${bNote.id}`, () => ({ noteType: 'equipment', referenceId: aMachine })],
    ['link options naming A', 'GET', () => `/api/notes/link-options?type=quote&companyId=${a.companyId}`],
    ['create naming A', 'POST', () => '/api/notes', () => ({ content: 'x', companyId: a.companyId })],
    ['list naming A', 'GET', () => `/api/notes?companyId=${a.companyId}`],
  ];

  it.each(calls)('company B: %s → 404, A unchanged', async (_name, method, url, body) => {
    const res = await call(b, method, url(), body?.());
    expect(res.statusCode, res.body).toBe(404);
    expect(await noteRows()).toEqual(before);
    expect(await companyRowCounts(t.db, a.companyId, tables)).toEqual(countsBefore);
    expect((await t.db.query('select * from notes_v2 where id = $1', [bNote.id]))[0]).toEqual(bNoteBefore);
  });

  it.each(calls)('an admin impersonating B: %s → 404, A unchanged', async (_name, method, url, body) => {
    const res = await call(bImpersonator, method, url(), body?.());
    expect(res.statusCode, res.body).toBe(404);
    expect(await noteRows()).toEqual(before);
    expect(await companyRowCounts(t.db, a.companyId, tables)).toEqual(countsBefore);
    expect((await t.db.query('select * from notes_v2 where id = $1', [bNote.id]))[0]).toEqual(bNoteBefore);
  });

  it("never offers another company's records to link", async () => {
    for (const who of [b, bImpersonator]) {
      for (const [type, id] of [
        ['equipment', aMachine],
        ['maintenance', aTask],
        ['quote', aQuote],
        ['order', aOrder],
      ] as const) {
        const res = await call(who, 'GET', `/api/notes/link-options?type=${type}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().items.map((o: { id: string }) => o.id)).not.toContain(id);
      }
    }
  });

  it("never lists or searches another company's notes, and attaches nothing to them", async () => {
    expect((await call(b, 'GET', '/api/notes?q=secret')).json()).toEqual({ items: [], total: 0 });
    expect(JSON.stringify((await call(b, 'GET', '/api/search?q=secret')).json())).not.toContain(aNote.id);
    expect(JSON.stringify((await call(bImpersonator, 'GET', '/api/search?q=secret')).json())).not.toContain(aNote.id);
    const res = await upload(t, b, `/api/notes/${aNote.id}/attachments`, 'b.png', tinyPng(), 'image/png');
    expect(res.statusCode).toBe(404);
    expect(await noteRows()).toEqual(before);
  });

  it('the policy on notes_v2 itself keeps notes to their author unless the viewer is an admin (migration 0031)', async () => {
    const tech = await insertUser(t.db, { companyId: a.companyId, role: 'technician' });
    const ctx = (userId: string, role: string) => ({ userId, companyId: a.companyId, role, isImpersonating: false });
    const seen = (userId: string, role: string) =>
      withTenant(t.db, ctx(userId, role), async (tx) => ({
        notes: (await tx.query<{ id: string }>('select id from notes_v2')).map((r) => r.id),
        files: (await tx.query<{ id: string }>('select id from note_attachments')).map((r) => r.id),
      }));
    expect(await seen(tech.id, 'technician')).toEqual({ notes: [], files: [] });
    expect(await seen(tech.id, 'manager')).toEqual({ notes: [], files: [] });
    expect(await seen(a.id, 'manager')).toEqual({ notes: [aNote.id], files: [aAttachment] });
    expect(await seen(tech.id, 'client_admin')).toEqual({ notes: [aNote.id], files: [aAttachment] });
    await expect(
      withTenant(t.db, ctx(tech.id, 'technician'), (tx) =>
        tx.query(`insert into notes_v2 (company_id, created_by, content) values ($1, $2, 'forged')`, [a.companyId, a.id]),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
