import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteMessages as m } from '@gears/domain';
import { createTestApp, insertUser, signIn, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, upload, type Member } from './equipment-fixtures.ts';
import { createTask } from './maintenance-fixtures.ts';
import { createNote, insertSalesOrder } from './notes-fixtures.ts';

describe(`notes (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let admin: Member;
  let tech: Member;
  let tech2: Member;
  let manager: Member;
  let machine: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    admin = await newTenant(t, 'client_admin');
    tech = await memberOf(t, admin.companyId, 'technician');
    tech2 = await memberOf(t, admin.companyId, 'technician');
    manager = await memberOf(t, admin.companyId, 'manager');
    machine = (await createEquipment(t, admin, { name: 'CAT 320 Excavator' })).id;
  });
  afterAll(() => t.close());

  it('creates, reads, edits and deletes a note', async () => {
    const note = await createNote(t, tech, { title: 'Boom hose', content: 'Hydraulic hose chafing on the boom', equipmentId: machine });
    expect(note).toMatchObject({
      noteType: 'general',
      title: 'Boom hose',
      equipmentId: machine,
      equipmentName: 'CAT 320 Excavator',
      createdBy: tech.id,
      isMine: true,
      analysis: null,
      attachments: [],
    });
    const edited = await call(tech, 'PATCH', `/api/notes/${note.id}`, {
      content: 'Hose replaced',
      noteType: 'equipment',
      referenceId: machine,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Hose replaced', noteType: 'equipment', referenceLabel: 'CAT 320 Excavator' });
    expect((await call(tech, 'GET', `/api/notes/${note.id}`)).json().content).toBe('Hose replaced');
    expect((await call(tech, 'DELETE', `/api/notes/${note.id}`)).statusCode).toBe(204);
    expect((await call(tech, 'GET', `/api/notes/${note.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ content: '' }, m.contentRequired],
    [{ content: '   ' }, m.contentRequired],
    [{ content: 'x'.repeat(5001) }, 'At most 5000 characters'],
    [{ content: 'x', noteType: 'inspection' }, 'Note type must be one of'],
    [{ content: 'x', referenceId: '00000000-0000-4000-8000-000000000001' }, m.referenceNotAllowed],
  ])('refuses %o with a clear message and stores nothing', async (body, message) => {
    const before = await t.db.query('select count(*)::int as n from notes_v2');
    const res = await call(tech, 'POST', '/api/notes', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await t.db.query('select count(*)::int as n from notes_v2')).toEqual(before);
  });

  it('checks the linked record exists in the same company (404 otherwise)', async () => {
    const other = await newTenant(t, 'client_admin');
    const foreignMachine = (await createEquipment(t, other)).id;
    const missing = '00000000-0000-4000-8000-000000000001';
    for (const body of [
      { content: 'x', noteType: 'equipment', referenceId: foreignMachine },
      { content: 'x', noteType: 'maintenance', referenceId: missing },
      { content: 'x', noteType: 'quote', referenceId: missing },
      { content: 'x', noteType: 'order', referenceId: missing },
      { content: 'x', equipmentId: foreignMachine },
    ]) {
      const res = await call(tech, 'POST', '/api/notes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    const quote = await call(manager, 'POST', '/api/quote-requests', { title: 'Hose quote', equipmentId: machine });
    expect(quote.statusCode, quote.body).toBe(201);
    const linked = await createNote(t, manager, { content: 'Asked for hoses', noteType: 'quote', referenceId: quote.json().id });
    expect(linked.referenceLabel).toMatch(/Hose quote$/);
  });

  it("offers the company's own records of each type to link, searched by label, and links the note to where each opens", async () => {
    const other = await newTenant(t, 'client_admin');
    const foreignMachine = (await createEquipment(t, other, { name: 'CAT 320 Excavator' })).id;
    const task = await createTask(t, manager, { title: 'Replace bucket teeth', equipmentId: machine });
    const quote = (await call(manager, 'POST', '/api/quote-requests', { title: 'Bucket teeth set', equipmentId: machine })).json();
    const order = await insertSalesOrder(t, admin.companyId, 'Undercarriage rebuild');
    await insertSalesOrder(t, other.companyId, 'Foreign order');
    const options = async (type: string, q = '') => {
      const res = await call(tech, 'GET', `/api/notes/link-options?type=${type}${q ? `&q=${encodeURIComponent(q)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { id: string; label: string; detail: string | null }[];
    };
    const machines = await options('equipment', 'CAT 320');
    expect(machines.map((o) => o.id)).toEqual([machine]);
    expect(machines[0]).toMatchObject({ label: 'CAT 320 Excavator' });
    expect(machines.map((o) => o.id)).not.toContain(foreignMachine);
    const tasks = await options('maintenance', 'bucket teeth');
    expect(tasks).toEqual([
      { id: task.id, label: `${task.taskNumber} · Replace bucket teeth`, detail: expect.stringContaining('Pending') },
    ]);
    expect(tasks[0]!.detail).toContain('CAT 320 Excavator');
    const quotes = await options('quote', 'bucket teeth');
    expect(quotes.map((o) => o.id)).toEqual([quote.id]);
    expect(quotes[0]!.label).toMatch(/^QR-\d+ · Bucket teeth set$/);
    const orders = await options('order');
    expect(orders).toEqual([{ id: order.id, label: order.number, detail: expect.stringContaining('Undercarriage rebuild') }]);
    expect(await options('order', 'no such order')).toEqual([]);

    const bad = await call(tech, 'GET', '/api/notes/link-options?type=general');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Type must be one of quote, maintenance, order, equipment');

    const linked = async (noteType: string, referenceId: string) =>
      (await createNote(t, tech, { content: `About the ${noteType}`, noteType, referenceId })).referencePath;
    expect(await linked('equipment', machine)).toBe(`/dashboard/equipment?id=${machine}`);
    expect(await linked('maintenance', task.id)).toBe(`/dashboard/maintenance?task=${task.id}`);
    expect(await linked('quote', quote.id)).toBe(`/dashboard/quotes?quote=${quote.id}`);
    expect(await linked('order', order.id)).toBe(`/dashboard/quotes?tab=documents&doc=order&find=${order.number}`);
    expect((await createNote(t, tech, { content: 'Plain' })).referencePath).toBeNull();
  });

  it('shows ordinary users their own notes and the company admin every note (spec 02 §6)', async () => {
    const mine = await createNote(t, tech, { content: 'Tech one private note about tracks' });
    const theirs = await createNote(t, tech2, { content: 'Tech two note about tracks' });
    const ids = async (who: Member, q = '') =>
      (await call(who, 'GET', `/api/notes?q=tracks${q}`)).json().items.map((n: { id: string }) => n.id);
    expect(await ids(tech)).toEqual([mine.id]);
    expect(await ids(tech2)).toEqual([theirs.id]);
    expect(await ids(manager)).toEqual([]);
    expect((await ids(admin)).sort()).toEqual([mine.id, theirs.id].sort());
    expect((await call(tech2, 'GET', `/api/notes/${mine.id}`)).statusCode).toBe(404);
    expect((await call(tech2, 'PATCH', `/api/notes/${mine.id}`, { content: 'Taken' })).statusCode).toBe(404);
    expect((await call(tech2, 'DELETE', `/api/notes/${mine.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/notes/${mine.id}`, { content: 'Reviewed by admin' })).statusCode).toBe(200);
    const row = await t.db.query<{ content: string; created_by: string }>('select content, created_by from notes_v2 where id = $1', [
      mine.id,
    ]);
    expect(row[0]).toEqual({ content: 'Reviewed by admin', created_by: tech.id });
  });

  it('filters by type and machine and searches title and content', async () => {
    const a = await createNote(t, manager, {
      title: 'Undercarriage',
      content: 'Idler wear',
      equipmentId: machine,
      noteType: 'equipment',
      referenceId: machine,
    });
    await createNote(t, manager, { content: 'Yard gate broken' });
    const byMachine = (await call(manager, 'GET', `/api/notes?equipmentId=${machine}`)).json();
    expect(byMachine.items.map((n: { id: string }) => n.id)).toContain(a.id);
    expect(byMachine.items.every((n: { equipmentId: string }) => n.equipmentId === machine)).toBe(true);
    expect((await call(manager, 'GET', '/api/notes?type=equipment')).json().items.map((n: { id: string }) => n.id)).toEqual([a.id]);
    expect((await call(manager, 'GET', '/api/notes?q=undercarr')).json()).toMatchObject({ total: 1, items: [{ id: a.id }] });
    expect((await call(manager, 'GET', '/api/notes?q=100%25')).json().total).toBe(0);
  });

  it('keeps the accepted analysis with the note', async () => {
    const analysis = {
      category: 'repair',
      priority: 'High',
      tags: ['repair', 'leak'],
      followUpActions: ['Submit a repair request for the machine'],
      extractedText: 'LEAK',
      confidence: 0.62,
      source: 'local',
    };
    const note = await createNote(t, tech, { content: 'Leak at the pump', analysis });
    expect(note.analysis).toEqual(analysis);
    const cleared = (await call(tech, 'PATCH', `/api/notes/${note.id}`, { analysis: null })).json();
    expect(cleared.analysis).toBeNull();
  });

  it('keeps photos and documents checked by their bytes, served only through the note', async () => {
    const note = await createNote(t, tech, { content: 'Photo of the gauge' });
    const photo = await upload(t, tech, `/api/notes/${note.id}/attachments`, 'gauge.png', tinyPng(), 'image/png');
    expect(photo.statusCode, photo.body).toBe(201);
    const [att] = photo.json().attachments;
    expect(att).toMatchObject({ kind: 'photo', fileName: 'gauge.png', contentType: 'image/png' });
    const doc = await upload(t, tech, `/api/notes/${note.id}/attachments`, 'report.txt', Buffer.from('Gauge reads 3000 psi'), 'text/plain');
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().attachments.map((a: { kind: string }) => a.kind)).toEqual(['photo', 'document']);
    const disguised = await upload(t, tech, `/api/notes/${note.id}/attachments`, 'x.png', Buffer.from('not an image'), 'image/png');
    expect(disguised.statusCode).toBe(415);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/notes/${note.id}/attachments/${att.id}/file`,
      headers: { cookie: tech.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.rawPayload, tinyPng())).toBe(0);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/notes/${note.id}/attachments/${att.id}/file`,
      headers: { cookie: tech2.cookie },
    });
    expect(other.statusCode).toBe(404);
    const removed = await call(tech, 'DELETE', `/api/notes/${note.id}/attachments/${att.id}`);
    expect(removed.json().attachments).toHaveLength(1);
  });

  it('adds files to an existing note and removes them, deleting the stored object; at most 10 files', async () => {
    const note = await createNote(t, tech, { content: 'Wiring diagram for the cab' });
    const added = await upload(t, tech, `/api/notes/${note.id}/attachments`, 'cab.pdf', Buffer.from('%PDF-1.4\n%EOF\n'), 'application/pdf');
    expect(added.statusCode, added.body).toBe(201);
    const [file] = added.json().attachments;
    expect(file).toMatchObject({ kind: 'document', fileName: 'cab.pdf', contentType: 'application/pdf' });
    const [row] = await t.db.query<{ file_key: string }>('select file_key from note_attachments where id = $1', [file.id]);
    const key = row!.file_key;
    expect(await t.deps.files.get(key)).not.toBeNull();
    // Another author's technician cannot take it off; the author can, and the stored object goes with the row.
    expect((await call(tech2, 'DELETE', `/api/notes/${note.id}/attachments/${file.id}`)).statusCode).toBe(404);
    expect(await t.deps.files.get(key)).not.toBeNull();
    const removed = await call(tech, 'DELETE', `/api/notes/${note.id}/attachments/${file.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().attachments).toEqual([]);
    expect(await t.deps.files.get(key)).toBeNull();
    expect((await call(tech, 'DELETE', `/api/notes/${note.id}/attachments/${file.id}`)).statusCode).toBe(404);
    // A name that lies about the bytes and a type not taken are refused, nothing kept.
    const lying = await upload(t, tech, `/api/notes/${note.id}/attachments`, 'plan.pdf', tinyPng(), 'application/pdf');
    expect(lying.statusCode).toBe(415);
    const exe = await upload(t, tech, `/api/notes/${note.id}/attachments`, 'tool.exe', Buffer.from('MZ'), 'application/octet-stream');
    expect(exe.statusCode).toBe(415);
    for (let i = 0; i < 10; i++) {
      const res = await upload(t, tech, `/api/notes/${note.id}/attachments`, `p${i}.txt`, Buffer.from(`page ${i}`), 'text/plain');
      expect(res.statusCode, res.body).toBe(201);
    }
    const eleventh = await upload(t, tech, `/api/notes/${note.id}/attachments`, 'p10.txt', Buffer.from('page 10'), 'text/plain');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.body).toContain('A note keeps at most 10 files.');
    const rows = await t.db.query<{ n: number }>('select count(*)::int as n from note_attachments where note_id = $1', [note.id]);
    expect(rows[0]!.n).toBe(10);
  });

  it('converts a note to a quote request linked to its machine, once', async () => {
    const note = await createNote(t, manager, {
      content: 'Hydraulic hose leaking at the boom cylinder, replace both hoses and the clamp',
      equipmentId: machine,
      analysis: {
        category: 'repair',
        priority: 'High',
        tags: [],
        followUpActions: [],
        extractedText: '',
        confidence: 0.5,
        source: 'local',
      },
    });
    const res = await call(manager, 'POST', `/api/notes/${note.id}/quote-request`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: m.quoteDraftCreated, note: { quoteRequestId: res.json().quoteRequestId } });
    const quote = (await call(manager, 'GET', `/api/quote-requests/${res.json().quoteRequestId}`)).json();
    expect(quote).toMatchObject({
      title: 'Hydraulic hose leaking at the boom cylinder, repla',
      urgency: 'high',
      equipment: { id: machine },
      status: 'new',
    });
    expect((await call(manager, 'POST', `/api/notes/${note.id}/quote-request`, {})).statusCode).toBe(409);
    // Technicians do not request quotes (the permission table's quotes.request).
    const techNote = await createNote(t, tech, { content: 'Need filters' });
    expect((await call(tech, 'POST', `/api/notes/${techNote.id}/quote-request`, {})).statusCode).toBe(403);
  });

  it('finds notes in global search, by the own-notes rule', async () => {
    const mine = await createNote(t, tech, { content: 'Swing bearing grease zerk missing' });
    const search = async (who: Member) => (await call(who, 'GET', '/api/search?q=zerk')).json().groups.find((g: any) => g.kind === 'note');
    expect((await search(tech)).results).toMatchObject([{ id: mine.id, kind: 'note', path: `/dashboard/notes?id=${mine.id}` }]);
    expect(await search(tech2)).toBeUndefined();
    expect((await search(admin)).results.map((r: { id: string }) => r.id)).toEqual([mine.id]);
  });

  it('gives a note made while impersonating to the client company; the provider sees it, the client admin too', async () => {
    const provider = await insertUser(t.db, { role: 'gears_admin' });
    const cookie = await signIn(t.app, provider);
    const staff = { id: provider.id, companyId: provider.companyId, cookie };
    // Not impersonating: the provider admin must name the company.
    const unnamed = await call(staff, 'POST', '/api/notes', { content: 'Visit notes' });
    expect(unnamed.statusCode).toBe(400);
    expect((await call(staff, 'POST', '/api/admin/impersonation', { clientId: admin.companyId })).statusCode).toBe(200);
    const note = await createNote(t, staff, { content: 'Site visit: the excavator needs new teeth', equipmentId: machine });
    expect(note.companyId).toBe(admin.companyId);
    const row = await t.db.query<{ company_id: string; created_by: string }>('select company_id, created_by from notes_v2 where id = $1', [
      note.id,
    ]);
    expect(row[0]).toEqual({ company_id: admin.companyId, created_by: provider.id });
    expect((await call(admin, 'GET', `/api/notes/${note.id}`)).json()).toMatchObject({
      id: note.id,
      createdBy: provider.id,
      isMine: false,
    });
    expect((await call(tech, 'GET', `/api/notes/${note.id}`)).statusCode).toBe(404);
  });
});
