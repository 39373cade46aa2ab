import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { notify } from '../src/modules/notifications/index.ts';
import { webhookSecretOf } from '../src/modules/payments/webhook-secret.ts';
import { deliverWebhook } from './billing-fixtures.ts';
import { createTestApp, insertCompany, insertUser, signIn, type TestApp } from './harness.ts';
import { client, createEquipment, type Member } from './equipment-fixtures.ts';
import { convert, insertQuote } from './ledger-fixtures.ts';

type Notice = { user_id: string; company_id: string; kind: string; type: string; title: string; message: string; link: string | null };

/**
 * Issue 17 item 4: each event that asks someone to act notifies the right people through notify(): the permission
 * table's roles of the event's company (never another company's), provider staff where the act is theirs; each
 * person's preference decides bell / bell and email / nothing; a rolled-back change leaves no notice.
 */
describe(`notifications per event (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let owner: Member; // client_admin of A
  let manager: Member;
  let supervisor: Member;
  let tech: Member;
  let bAdmin: Member; // client_admin of B: never hears of A
  let admin: Member; // provider staff
  let admin2: Member;
  let equipmentId: string;
  const emails = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    const a = await insertCompany(t.db);
    const b = await insertCompany(t.db);
    const make = async (companyId: string | undefined, role: string) => {
      const u = await insertUser(t.db, companyId ? { companyId, role } : { role });
      emails.set(u.id, u.email);
      return { id: u.id, companyId: u.companyId, cookie: await signIn(t.app, u) };
    };
    owner = await make(a.id, 'client_admin');
    manager = await make(a.id, 'manager');
    supervisor = await make(a.id, 'supervisor');
    tech = await make(a.id, 'technician');
    bAdmin = await make(b.id, 'client_admin');
    admin = await make(undefined, 'gears_admin');
    admin2 = await make(undefined, 'gears_admin');
    equipmentId = (await createEquipment(t, manager, { name: 'Excavator 7' })).id;
  });
  afterAll(() => t.close());

  const notices = (kind: string, link?: string) =>
    t.db.query<Notice>(
      `select user_id, company_id, kind, type, title, message, link from notifications
        where kind = $1 and ($2::text is null or link = $2) order by user_id`,
      [kind, link ?? null],
    );
  const who = (rows: Notice[]) => rows.map((r) => r.user_id).sort();
  const ids = (...members: Member[]) => members.map((m) => m.id).sort();
  const outboxTo = async (m: Member, subjectLike: string) =>
    (
      await t.db.query<{ n: number }>(`select count(*)::int as n from email_outbox where to_address = $1 and subject like $2`, [
        emails.get(m.id),
        subjectLike,
      ])
    )[0]!.n;

  it('repair submitted → supervisors and up of the company, not the submitter; approved / declined → the submitter', async () => {
    const res = await call(tech, 'POST', '/api/maintenance/repairs', { equipmentId, description: 'Hydraulic hose leaking' });
    expect(res.statusCode, res.body).toBe(201);
    const repair = res.json().repair;
    const submitted = await notices('repair_submitted');
    expect(who(submitted)).toEqual(ids(owner, manager, supervisor));
    expect(submitted[0]).toMatchObject({ title: 'Repair request: Excavator 7', type: 'info' });
    expect(submitted[0]!.message).toContain('Hydraulic hose leaking');

    expect((await call(supervisor, 'POST', `/api/maintenance/repairs/${repair.id}/approve`, { comment: 'Go ahead' })).statusCode).toBe(200);
    const approved = await notices('repair_approved');
    expect(who(approved)).toEqual(ids(tech));
    expect(approved[0]).toMatchObject({ title: 'Repair approved: Excavator 7', message: 'Comment: Go ahead', type: 'success' });

    const second = (await call(tech, 'POST', '/api/maintenance/repairs', { equipmentId, description: 'Cracked mirror' })).json().repair;
    expect((await call(manager, 'POST', `/api/maintenance/repairs/${second.id}/decline`, {})).statusCode).toBe(200);
    expect(who(await notices('repair_declined'))).toEqual(ids(tech));

    // The decider's own submission is not news to them.
    const own = (await call(manager, 'POST', '/api/maintenance/repairs', { equipmentId, description: 'Seat torn' })).json().repair;
    expect((await call(manager, 'POST', `/api/maintenance/repairs/${own.id}/approve`, {})).statusCode).toBe(200);
    expect(who(await notices('repair_approved'))).toEqual(ids(tech));
  });

  it('task assigned → the new assignees only (not who assigned themselves, not again when kept)', async () => {
    const res = await call(manager, 'POST', '/api/maintenance/tasks', {
      title: 'Grease boom pins',
      dueDate: '2030-01-15',
      priority: 'medium',
      assigneeIds: [tech.id, manager.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json().task;
    const first = await notices('task_assigned');
    expect(who(first)).toEqual(ids(tech));
    expect(first[0]).toMatchObject({ title: 'Task assigned: Grease boom pins', message: `${task.taskNumber}, due 2030-01-15.` });
    const patch = await call(manager, 'PATCH', `/api/maintenance/tasks/${task.id}`, { assigneeIds: [tech.id, supervisor.id] });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(who(await notices('task_assigned'))).toEqual(ids(tech, supervisor));
  });

  it('quote ready → who may accept (client admin, manager); accepted → provider staff, by email by default', async () => {
    const created = await call(owner, 'POST', '/api/quote-requests', { title: 'Track rollers', contactName: 'Ann', force: true });
    expect(created.statusCode, created.body).toBe(201);
    const quoteId = created.json().id as string;
    expect(
      (await call(admin, 'POST', `/api/quote-requests/${quoteId}/items`, { itemName: 'Roller', vendorPrice: 100, quantity: 2 })).statusCode,
    ).toBe(201);
    const sent = await call(admin, 'POST', `/api/quote-requests/${quoteId}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const ready = await notices('quote_ready', `/dashboard/quotes?quote=${quoteId}`);
    expect(who(ready)).toEqual(ids(owner, manager));
    expect(ready[0]!.title).toMatch(/^Quote ready: QT-/);

    expect((await call(manager, 'POST', `/api/quote-requests/${quoteId}/accept`, {})).statusCode).toBe(200);
    const accepted = await notices('quote_accepted', `/dashboard/quotes?quote=${quoteId}`);
    expect(who(accepted)).toEqual(ids(admin, admin2));
    expect(accepted.every((n) => n.company_id === admin.companyId)).toBe(true);
    expect(await outboxTo(admin, '%Quote accepted: Track rollers%')).toBe(1);
  });

  it('invoice issued → who pays invoices (email by default); payment received → payers and provider staff; failed → payers', async () => {
    const q = await insertQuote(t.db, { companyId: owner.companyId });
    const { invoice } = await convert({ admin, call } as never, q.id);
    const link = `/dashboard/quotes?invoice=${invoice.id}`;
    const issued = await notices('invoice_issued', link);
    expect(who(issued)).toEqual(ids(owner, manager));
    expect(issued[0]!.title).toBe(`Invoice ${invoice.number} issued`);
    expect(await outboxTo(owner, `Invoice ${invoice.number} issued`)).toBe(1);

    const secret = webhookSecretOf(t.config);
    const session = (await call(manager, 'POST', `/api/invoices/${invoice.id}/payment-session`)).json();
    const row = (
      await t.db.query<{ provider_session_id: string; amount_cents: number }>(
        'select provider_session_id, amount_cents from payment_sessions where id = $1',
        [session.sessionId],
      )
    )[0]!;
    const deliver = (type: string) =>
      deliverWebhook(
        t,
        {
          id: `evt_${randomBytes(8).toString('hex')}`,
          object: 'event',
          type,
          data: {
            object: {
              id: row.provider_session_id,
              object: 'checkout.session',
              amount_total: row.amount_cents,
              currency: 'usd',
              payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
              metadata: { sessionId: session.sessionId },
            },
          },
        },
        secret,
      );
    expect((await deliver('checkout.session.async_payment_failed')).json().outcome).toBe('failed');
    const failed = await notices('payment_failed', link);
    expect(who(failed)).toEqual(ids(owner, manager));
    expect(failed[0]).toMatchObject({ type: 'error', title: `Payment failed for ${invoice.number}` });

    const again = (await call(manager, 'POST', `/api/invoices/${invoice.id}/payment-session`)).json();
    const row2 = (
      await t.db.query<{ provider_session_id: string }>('select provider_session_id from payment_sessions where id = $1', [again.sessionId])
    )[0]!;
    Object.assign(row, row2);
    session.sessionId = again.sessionId;
    expect((await deliver('checkout.session.completed')).json().outcome).toBe('paid');
    const paid = await notices('payment_received', link);
    expect(who(paid)).toEqual(ids(owner, manager, admin, admin2));
    expect(paid[0]!.message).toContain('paid in full');
  });

  it('review pending → provider staff only, by the review email', async () => {
    const res = await call(manager, 'POST', '/api/reviews', {
      rating: 4,
      title: 'Quick service',
      content: 'The crew was on time.',
      serviceType: 'equipment_management',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(who(await notices('review_pending'))).toEqual(ids(admin, admin2));
    expect(await outboxTo(admin2, 'Review waiting for approval (4/5)')).toBe(1);
  });

  it('no event of company A ever reached company B', async () => {
    const rows = await t.db.query<{ n: number }>('select count(*)::int as n from notifications where company_id = $1', [bAdmin.companyId]);
    expect(rows[0]!.n).toBe(0);
    expect((await call(bAdmin, 'GET', '/api/notifications')).json()).toEqual({ items: [], unreadCount: 0 });
  });

  it('preferences: off sends nothing, email adds an email; the defaults say which; bad choices change nothing', async () => {
    const mine = await call(manager, 'GET', '/api/notifications/preferences');
    expect(mine.statusCode).toBe(200);
    const kinds = mine.json().items.map((i: { kind: string }) => i.kind);
    expect(kinds).toContain('repair_submitted');
    expect(kinds).not.toContain('review_pending');
    expect(mine.json().items.find((i: { kind: string }) => i.kind === 'weekly_digest')).toMatchObject({
      channel: 'email',
      channels: ['email', 'off'],
    });
    expect(
      (await call(tech, 'GET', '/api/notifications/preferences')).json().items.find((i: { kind: string }) => i.kind === 'weekly_digest'),
    ).toMatchObject({ channel: 'off' });

    const saved = await call(manager, 'PATCH', '/api/notifications/preferences', {
      preferences: [{ kind: 'repair_submitted', channel: 'off' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Notification preferences saved');
    expect(
      (await call(supervisor, 'PATCH', '/api/notifications/preferences', { preferences: [{ kind: 'repair_submitted', channel: 'email' }] }))
        .statusCode,
    ).toBe(200);

    const res = await call(tech, 'POST', '/api/maintenance/repairs', { equipmentId, description: 'Wiper broken' });
    const link = `/dashboard/maintenance?tab=repairs&repair=${res.json().repair.id}`;
    expect(who(await notices('repair_submitted', link))).toEqual(ids(owner, supervisor));
    expect(await outboxTo(supervisor, 'Repair request: Excavator 7')).toBe(1);
    expect(await outboxTo(owner, 'Repair request: Excavator 7')).toBe(0);

    const before = await t.db.query('select kind, channel from notification_preferences where user_id = $1 order by kind', [tech.id]);
    for (const [body, message] of [
      [{ preferences: [{ kind: 'review_pending', channel: 'off' }] }, 'Review to approve notifications are not sent to your role'],
      [{ preferences: [{ kind: 'weekly_digest', channel: 'in_app' }] }, 'Weekly digest cannot be set to in-app'],
      [
        {
          preferences: [
            { kind: 'task_due', channel: 'off' },
            { kind: 'nope', channel: 'off' },
          ],
        },
        null,
      ],
      [{ preferences: [] }, null],
      [{ preferences: [{ kind: 'task_due', channel: 'off' }], userId: owner.id }, null],
    ] as const) {
      const r = await call(tech, 'PATCH', '/api/notifications/preferences', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(r.json().error.message).toBe(message);
    }
    expect(await t.db.query('select kind, channel from notification_preferences where user_id = $1 order by kind', [tech.id])).toEqual(
      before,
    );
  });

  it('row-level security: one writes only one’s own choices; a rolled-back change leaves no notice', async () => {
    const ctx = { userId: tech.id, companyId: tech.companyId, role: 'technician', isImpersonating: false };
    await expect(
      withTenant(t.db, ctx, (tx) =>
        tx.query(`insert into notification_preferences (company_id, user_id, kind, channel) values ($1, $2, 'task_due', 'off')`, [
          owner.companyId,
          owner.id,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      withTenant(t.db, ctx, (tx) => tx.query(`update notification_preferences set channel = 'email' where user_id = $1`, [manager.id])),
    ).rejects.toThrow(/row-level security/);
    expect(
      (await t.db.query<{ channel: string }>('select channel from notification_preferences where user_id = $1', [manager.id]))[0]!.channel,
    ).toBe('off');
    const bCtx = { userId: bAdmin.id, companyId: bAdmin.companyId, role: 'client_admin', isImpersonating: false };
    expect(
      await withTenant(t.db, bCtx, (tx) => tx.query('select * from notification_preferences where company_id = $1', [owner.companyId])),
    ).toEqual([]);

    const before = (await notices('low_stock')).length;
    await expect(
      withTenant(t.db, ctx, async (tx) => {
        await notify(tx, {
          kind: 'low_stock',
          type: 'warning',
          companyId: tech.companyId,
          to: { roles: ['client_admin', 'manager'] },
          title: 'Low stock: Rolled back',
          message: 'x',
          link: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await notices('low_stock')).length).toBe(before);
    expect(
      (await t.db.query<{ n: number }>(`select count(*)::int as n from email_outbox where subject = 'Low stock: Rolled back'`))[0]!.n,
    ).toBe(0);
  });
});
