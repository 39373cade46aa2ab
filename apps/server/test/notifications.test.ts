import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@gears/domain';
import { withTenant } from '../src/db/tenant.ts';
import { notify } from '../src/modules/notifications/index.ts';
import { createTestApp, insertUser, latestEmailTo, routesOf, type TestApp } from './harness.ts';
import { client, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';
import { createPart } from './maintenance-fixtures.ts';

/** spec 01 §3 notifications: per user under forced RLS; first use, low stock (a part reaching its reorder point). */
describe(`notifications (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let owner: Member; // client_admin
  let manager: Member;
  let supervisor: Member;
  let tech: Member;
  let disabledManagerEmail: string;
  let other: Member; // a manager of another company

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    owner = await newTenant(t, 'client_admin');
    manager = await memberOf(t, owner.companyId, 'manager');
    supervisor = await memberOf(t, owner.companyId, 'supervisor');
    tech = await memberOf(t, owner.companyId, 'technician');
    const disabled = await insertUser(t.db, { companyId: owner.companyId, role: 'manager' });
    await t.db.query('update users set disabled_at = now() where id = $1', [disabled.id]);
    disabledManagerEmail = disabled.email;
    other = await newTenant(t, 'manager');
  });
  afterAll(() => t.close());

  const bell = async (who: Member) => (await call(who, 'GET', '/api/notifications')).json();
  const use = (who: Member, partId: string, quantity: number) =>
    call(who, 'POST', `/api/parts/${partId}/movements`, { kind: 'used', quantity, reason: 'Field repair' });
  const noticesFor = async (partId: string) =>
    (
      await t.db.query<{ user_id: string }>(`select user_id from notifications where link = $1 order by user_id`, [
        `/dashboard/parts-inventory?id=${partId}`,
      ])
    ).map((r) => r.user_id);

  it('a movement that takes a part to its reorder point notifies the client admins and managers, in the bell and by email', async () => {
    const part = await createPart(t, owner, { partName: 'Hydraulic Filter', unitsInStock: 7, minStock: 5 });
    const res = await use(tech, part.id, 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ part: { unitsInStock: 5, isLowStock: true }, lowStockNotified: 2 });

    expect(await noticesFor(part.id)).toEqual([owner.id, manager.id].sort());
    const mine = await bell(manager);
    expect(mine.unreadCount).toBe(1);
    expect(mine.items).toEqual([
      {
        id: expect.any(String),
        type: 'warning',
        kind: 'low_stock',
        title: 'Low stock: Hydraulic Filter',
        message: '5 left, reorder point 5',
        link: `/dashboard/parts-inventory?id=${part.id}`,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    for (const who of [supervisor, tech, other]) expect((await bell(who)).items).toEqual([]);

    const ownerEmail = (await t.db.query<{ email: string }>('select email from users where id = $1', [owner.id]))[0]!.email;
    const email = await latestEmailTo(t.db, ownerEmail);
    expect(email).toMatchObject({ subject: 'Low stock: Hydraulic Filter', template: 'notification' });
    expect(email!.body_text).toContain('5 left, reorder point 5');
    expect(email!.body_text).toContain(`https://portal.example.test/dashboard/parts-inventory?id=${part.id}`);
    expect(await latestEmailTo(t.db, disabledManagerEmail)).toBeNull();
  });

  it('once per crossing: further use while low is silent; a restock above the point re-arms it', async () => {
    const part = await createPart(t, owner, { partName: 'Fuel Filter', unitsInStock: 10, minStock: 3 });
    const notified = async (who: Member, q: number, kind = 'used') =>
      (await call(who, 'POST', `/api/parts/${part.id}/movements`, { kind, quantity: q, reason: 'x' })).json().lowStockNotified;
    expect(await notified(manager, 6)).toBe(0); // 10 → 4: still above
    expect(await notified(manager, 1)).toBe(2); // 4 → 3: at the point, crossed
    expect(await notified(manager, 2)).toBe(0); // 3 → 1: already low
    expect(await notified(manager, 1)).toBe(0); // 1 → 0: still the same crossing
    expect(await notified(manager, 8, 'received')).toBe(0); // 0 → 8: restocked
    expect(await notified(tech, 5)).toBe(2); // 8 → 3: a second crossing
    expect((await noticesFor(part.id)).length).toBe(4);
    const refused = await use(tech, part.id, 50); // a refused movement notifies no one
    expect(refused.statusCode).toBe(409);
    expect((await noticesFor(part.id)).length).toBe(4);
  });

  it('lists newest first with the unread count; marks one read, then all; read stays read', async () => {
    const co = await newTenant(t, 'manager');
    const part = await createPart(t, co, { partName: 'V-Belt', unitsInStock: 2, minStock: 1 });
    await use(co, part.id, 1); // 2 → 1: crossed
    await call(co, 'POST', `/api/parts/${part.id}/movements`, { kind: 'received', quantity: 5 });
    await use(co, part.id, 5); // 6 → 1: crossed again
    const list = await bell(co);
    expect(list.unreadCount).toBe(2);
    expect(list.items.map((n: { message: string }) => n.message)).toEqual(['1 left, reorder point 1', '1 left, reorder point 1']);
    expect(Date.parse(list.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list.items[1].createdAt));

    const read = await call(co, 'POST', `/api/notifications/${list.items[1].id}/read`);
    expect([read.statusCode, read.json().readAt]).toEqual([200, expect.any(String)]);
    const again = await call(co, 'POST', `/api/notifications/${list.items[1].id}/read`);
    expect(again.json().readAt).toBe(read.json().readAt);
    expect((await bell(co)).unreadCount).toBe(1);
    const all = await call(co, 'POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ marked: 1, message: notificationMessages.allRead });
    expect((await bell(co)).unreadCount).toBe(0);
    expect((await call(co, 'GET', '/api/notifications?limit=1')).json().items).toHaveLength(1);
    expect((await call(co, 'GET', '/api/notifications?limit=0')).statusCode).toBe(400);
  });

  it('another user of the same company, another company and a provider admin never see or mark someone’s notification', async () => {
    const n = (await bell(manager)).items[0];
    const readAt = async () =>
      (await t.db.query<{ read_at: Date | null }>('select read_at from notifications where id = $1', [n.id]))[0]!.read_at;
    const before = await readAt();
    const admin = await newAdmin(t);
    for (const who of [supervisor, tech, owner, other, admin]) {
      const res = await call(who, 'POST', `/api/notifications/${n.id}/read`);
      expect([res.statusCode, res.json().error.message]).toEqual([404, notificationMessages.notFound]);
      expect((await bell(who)).items.map((x: { id: string }) => x.id)).not.toContain(n.id);
    }
    await call(other, 'POST', '/api/notifications/read-all');
    expect(await readAt()).toEqual(before);
    expect((await call(admin, 'POST', '/api/admin/impersonation', { clientId: owner.companyId })).statusCode).toBe(200);
    expect((await bell(admin)).items).toEqual([]);
  });

  it('row-level security: a user’s context reads only their own rows; no one writes into another company', async () => {
    const ctx = (m: Member, role: string) => ({ userId: m.id, companyId: m.companyId, role, isImpersonating: false });
    const seen = await withTenant(t.db, ctx(supervisor, 'supervisor'), (tx) => tx.query('select id from notifications'));
    expect(seen).toEqual([]);
    const mine = await withTenant(t.db, ctx(manager, 'manager'), (tx) =>
      tx.query<{ user_id: string }>('select user_id from notifications'),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.user_id === manager.id)).toBe(true);
    await expect(
      withTenant(t.db, ctx(other, 'manager'), (tx) =>
        tx.query(`insert into notifications (company_id, user_id, type, title, message) values ($1, $2, 'info', 'x', 'y')`, [
          owner.companyId,
          owner.id,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    // A user id of another company, under the caller's company, breaks the (user, company) key.
    await expect(
      withTenant(t.db, ctx(other, 'manager'), (tx) =>
        tx.query(`insert into notifications (company_id, user_id, type, title, message) values ($1, $2, 'info', 'x', 'y')`, [
          other.companyId,
          owner.id,
        ]),
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      withTenant(t.db, ctx(manager, 'manager'), (tx) => tx.query('update notifications set title = $1', ['changed'])),
    ).rejects.toThrow(/permission denied/);
    await expect(withTenant(t.db, ctx(manager, 'manager'), (tx) => tx.query('delete from notifications'))).rejects.toThrow(
      /permission denied/,
    );
  });

  it('notify: roles and user ids of the company only; links must stay inside the portal', async () => {
    const ctx = { userId: tech.id, companyId: owner.companyId, role: 'technician', isImpersonating: false };
    const { inApp: recipients } = await withTenant(t.db, ctx, (tx) =>
      notify(tx, {
        kind: 'task_assigned',
        companyId: owner.companyId,
        to: { roles: ['supervisor'], userIds: [tech.id, other.id] },
        type: 'info',
        title: 'Shift change',
        message: 'Yard closes at 4',
        link: '/dashboard',
      }),
    );
    expect(recipients.map((r) => r.id).sort()).toEqual([supervisor.id, tech.id].sort());
    expect((await bell(supervisor)).items[0]).toMatchObject({ type: 'info', title: 'Shift change', link: '/dashboard' });
    expect((await bell(other)).items).toEqual([]);
    for (const link of ['https://evil.example/x', '//evil.example']) {
      await expect(
        withTenant(t.db, ctx, (tx) =>
          notify(tx, {
            kind: 'task_assigned',
            companyId: owner.companyId,
            to: { roles: ['supervisor'] },
            type: 'info',
            title: 'x',
            message: 'y',
            link,
          }),
        ),
      ).rejects.toThrow(/portal path/);
    }
  });

  it('every notifications route needs a session', async () => {
    const routes = routesOf(t.app).filter((r) => r.includes(' /api/notifications'));
    expect(routes.sort()).toEqual([
      'GET /api/notifications',
      'GET /api/notifications/preferences',
      'PATCH /api/notifications/preferences',
      'POST /api/notifications/:id/read',
      'POST /api/notifications/read-all',
    ]);
    for (const route of routes) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH', string];
      expect((await call(null, method, url.replace(':id', owner.id))).statusCode, route).toBe(401);
    }
  });
});
