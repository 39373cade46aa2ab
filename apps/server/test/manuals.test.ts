import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualMessages as m } from '@gears/domain';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newAdmin, newTenant, upload, type Member } from './equipment-fixtures.ts';
import { makeDocx, makePdf } from './manuals-fixtures.ts';

const pdfPages = [
  { text: 'Section 1. Safety. Read this manual before operating the machine. Keep bystanders clear of the swing area.' },
  { text: 'Section 2. Hydraulic system. Replace the hydraulic return filter every 500 hours. Check the hydraulic oil level daily.' },
  { text: 'Section 3. Engine. The engine oil filter is changed with the oil. The hydraulic pump is driven by the engine.' },
];

describe(`manuals: upload, index, search, quote (${process.env.TEST_DB ?? 'pglite'})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let excavator: string;
  let loader: string;
  let pdfId: string;

  const indexAll = () => t.deps.jobs.drain();
  const manualsOf = async (who: Member, equipmentId: string) =>
    (await call(who, 'GET', `/api/equipment/${equipmentId}/manuals`)).json().manuals as {
      id: string;
      status: string;
      pageCount: number;
      error: string | null;
      fileName: string;
    }[];
  const searchAs = (who: Member, q: string, equipmentId?: string) =>
    call(who, 'GET', `/api/manuals/search?q=${encodeURIComponent(q)}${equipmentId ? `&equipmentId=${equipmentId}` : ''}`);

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    b = await newTenant(t);
    excavator = (await createEquipment(t, a, { name: 'CAT 320 excavator', equipmentType: 'excavator' })).id;
    loader = (await createEquipment(t, a, { name: '950M loader', equipmentType: 'loader' })).id;
  });
  afterAll(() => t.close());

  it('uploads a PDF manual as pending, and the job indexes it page by page', async () => {
    const res = await upload(t, a, `/api/equipment/${excavator}/manuals`, 'CAT 320 service manual.pdf', await makePdf(pdfPages));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'CAT 320 service manual.pdf', format: 'pdf', status: 'pending', pageCount: 0 });
    pdfId = res.json().id;
    await indexAll();
    const [manual] = await manualsOf(a, excavator);
    expect(manual).toMatchObject({ id: pdfId, status: 'indexed', pageCount: 3, error: null });
    // The manual is one of the machine's documents (spec 02 §3 equipment_manuals).
    const docs = (await call(a, 'GET', `/api/equipment/${excavator}/documents`)).json().documents;
    expect(docs.map((d: { id: string }) => d.id)).toEqual([pdfId]);
    const page = await call(a, 'GET', `/api/equipment/${excavator}/manuals/${pdfId}/pages/2`);
    expect(page.json()).toMatchObject({ page: 2, pageCount: 3, isOcr: false });
    expect(page.json().text).toContain('Replace the hydraulic return filter every 500 hours.');
  });

  it('indexes Word and text manuals in chunks', async () => {
    const docx = await upload(
      t,
      a,
      `/api/equipment/${loader}/manuals`,
      '950M operator.docx',
      await makeDocx(['Daily checks', 'Grease the bucket pins every 10 hours.']),
    );
    expect(docx.statusCode).toBe(201);
    const txt = await upload(
      t,
      a,
      `/api/equipment/${loader}/manuals`,
      'notes.txt',
      Buffer.from('Tyre pressure 4.5 bar.\fCab air filter: clean weekly.'),
    );
    expect(txt.statusCode).toBe(201);
    await indexAll();
    const manuals = await manualsOf(a, loader);
    expect(manuals.map((x) => [x.fileName, x.status, x.pageCount])).toEqual([
      ['950M operator.docx', 'indexed', 1],
      ['notes.txt', 'indexed', 2],
    ]);
  });

  it('refuses what is not a manual, with the message, and stores nothing', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from equipment_documents'))[0]!.n;
    const png = await upload(
      t,
      a,
      `/api/equipment/${excavator}/manuals`,
      'photo.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    );
    expect(png.statusCode).toBe(415);
    expect(png.json().error.message).toBe(m.manualTypes);
    const fake = await upload(t, a, `/api/equipment/${excavator}/manuals`, 'fake.pdf', Buffer.from('MZ\u0000\u0000binary'));
    expect(fake.statusCode).toBe(415);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from equipment_documents'))[0]!.n).toBe(before);
  });

  it('ranks pages by the query, with highlighted snippets, file, page and a 0–1 score; logs the search', async () => {
    const res = await searchAs(a, 'hydraulic filter');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.length).toBeGreaterThanOrEqual(2);
    const [best, second] = body.results;
    // Page 2 has both words, twice "hydraulic"; page 3 has both once; page 1 has neither.
    expect(best).toMatchObject({
      documentId: pdfId,
      fileName: 'CAT 320 service manual.pdf',
      page: 2,
      equipmentId: excavator,
      equipmentName: 'CAT 320 excavator',
      score: 1,
    });
    expect(second).toMatchObject({ page: 3 });
    expect(second.score).toBeLessThan(1);
    expect(body.results.map((r: { page: number }) => r.page)).not.toContain(1);
    const marked = best.highlights.map((h: { start: number; length: number }) =>
      best.text.slice(h.start, h.start + h.length).toLowerCase(),
    );
    expect(marked).toContain('hydraulic');
    expect(marked).toContain('filter');
    expect(best.text).toContain('Replace the hydraulic return filter');
    expect(best.href).toBe(`/dashboard/equipment/${excavator}/manual?doc=${pdfId}&page=2&q=hydraulic%20filter`);
    expect(body.terms).toEqual(expect.arrayContaining(['hydraul', 'filter']));
    const log = await t.db.query(
      'select company_id, equipment_id, search_query, user_id, result_count from manual_search_logs where id = $1',
      [body.searchId],
    );
    expect(log[0]).toMatchObject({
      company_id: a.companyId,
      equipment_id: null,
      search_query: 'hydraulic filter',
      user_id: a.id,
      result_count: body.results.length,
    });
  });

  it("searches one machine's manuals only when asked; a half match is not green", async () => {
    const loaderOnly = (await searchAs(a, 'filter', loader)).json();
    expect(loaderOnly.results.map((r: { fileName: string; page: number }) => [r.fileName, r.page])).toEqual([['notes.txt', 2]]);
    const half = (await searchAs(a, 'grease tyre', loader)).json().results;
    expect(half.every((r: { score: number }) => r.score < 0.8)).toBe(true);
    const none = (await searchAs(a, 'zeppelin')).json();
    expect(none).toMatchObject({ results: [], message: m.noResults });
  });

  it('refuses an empty query with the spec message (spec 02 §5)', async () => {
    const res = await searchAs(a, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(m.searchQueryRequiredText);
  });

  it('records the opened result, and Request Quote for This makes the quote request from the passage', async () => {
    const search = (await searchAs(a, 'hydraulic filter', excavator)).json();
    const best = search.results[0];
    expect((await call(a, 'POST', `/api/manuals/searches/${search.searchId}/selection`, { resultIndex: 0 })).statusCode).toBe(204);
    const res = await call(a, 'POST', '/api/manuals/quote-requests', {
      searchId: search.searchId,
      resultIndex: 0,
      documentId: best.documentId,
      page: best.page,
      passage: best.text,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe(best.text.replace(/\s+/g, ' ').trim().slice(0, 50));
    const quote = (await call(a, 'GET', `/api/quote-requests/${res.json().quoteId}`)).json();
    expect(quote).toMatchObject({ title: res.json().title, urgency: 'medium', status: 'new', equipment: { id: excavator } });
    expect(quote.description).toContain(best.text);
    expect(quote.description).toContain('CAT 320 service manual.pdf, page 2');
    const log = await t.db.query('select selected_result_index, quote_requested from manual_search_logs where id = $1', [search.searchId]);
    expect(log[0]).toMatchObject({ selected_result_index: 0, quote_requested: true });
  });

  it("reprocesses all of a machine's manuals: pending again, then indexed; a broken file ends in error with its reason", async () => {
    // A document uploaded through the plain documents route (before manuals were searchable) is picked up too.
    const broken = await upload(
      t,
      a,
      `/api/equipment/${excavator}/documents`,
      'broken.pdf',
      Buffer.from('%PDF-1.4\nnot really a pdf\n%%EOF\n'),
    );
    expect(broken.statusCode).toBe(201);
    const res = await call(a, 'POST', `/api/equipment/${excavator}/manuals/reprocess`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().queued).toBe(2);
    expect(res.json().manuals.map((x: { status: string }) => x.status)).toEqual(['pending', 'pending']);
    await indexAll();
    const manuals = await manualsOf(a, excavator);
    expect(manuals.map((x) => [x.fileName, x.status, x.pageCount])).toEqual([
      ['CAT 320 service manual.pdf', 'indexed', 3],
      ['broken.pdf', 'error', 0],
    ]);
    expect(manuals[1]!.error).toMatch(/not a readable PDF|could not be read/);
    // One manual alone.
    const one = await call(a, 'POST', `/api/equipment/${excavator}/manuals/reprocess`, { documentId: pdfId });
    expect(one.json().queued).toBe(1);
    await indexAll();
    expect((await searchAs(a, 'hydraulic', excavator)).json().results.length).toBe(2);
  });

  it("isolation: another company's manuals are 404 and never in its searches", async () => {
    const bMachine = (await createEquipment(t, b, { name: 'B dozer' })).id;
    const before = (
      await t.db.query('select extraction_status, embedding_count from equipment_manual_index where document_id = $1', [pdfId])
    )[0];
    expect((await call(b, 'GET', `/api/equipment/${excavator}/manuals`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/api/equipment/${excavator}/manuals/${pdfId}/pages/1`)).statusCode).toBe(404);
    expect((await call(b, 'POST', `/api/equipment/${excavator}/manuals/reprocess`, {})).statusCode).toBe(404);
    expect((await searchAs(b, 'hydraulic', excavator)).statusCode).toBe(404);
    expect((await call(b, 'POST', '/api/manuals/quote-requests', { documentId: pdfId, page: 2, passage: 'hydraulic' })).statusCode).toBe(
      404,
    );
    expect((await call(b, 'DELETE', `/api/equipment/${excavator}/documents/${pdfId}`)).statusCode).toBe(404);
    const search = await searchAs(b, 'hydraulic');
    expect(search.statusCode).toBe(200);
    expect(search.json().results).toEqual([]);
    expect((await searchAs(b, 'hydraulic', bMachine)).json().results).toEqual([]);
    const after = (
      await t.db.query('select extraction_status, embedding_count from equipment_manual_index where document_id = $1', [pdfId])
    )[0];
    expect(after).toEqual(before);
    // A provider admin sees every company's manuals.
    const admin = await newAdmin(t);
    expect((await searchAs(admin, 'hydraulic')).json().results.length).toBeGreaterThan(0);
  });

  it('technicians search but do not upload or reprocess', async () => {
    const tech = { ...(await newTenant(t, 'technician')) };
    const machine = (await createEquipment(t, a)).id;
    expect((await call(tech, 'POST', `/api/equipment/${machine}/manuals/reprocess`, {})).statusCode).toBe(403);
    expect((await searchAs(tech, 'hydraulic')).statusCode).toBe(200);
  });

  it('deleting the document removes the manual and its pages', async () => {
    expect((await call(a, 'DELETE', `/api/equipment/${excavator}/documents/${pdfId}`)).statusCode).toBe(204);
    expect((await t.db.query('select 1 from equipment_manual_pages where document_id = $1', [pdfId])).length).toBe(0);
    expect((await searchAs(a, 'hydraulic', excavator)).json().results).toEqual([]);
  });
});
