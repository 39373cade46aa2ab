import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestWeekOf } from '@gears/domain';
import { sendTaskDueNotices } from '../src/modules/maintenance/index.ts';
import { digestFiguresOf, sendWeeklyDigests } from '../src/modules/notifications/index.ts';
import { createTestApp, insertCompany, insertUser, type TestApp } from './harness.ts';

type Person = { id: string; email: string };

/** Issue 17 item 4: the task due / overdue job and the weekly digest, against rows whose answers are worked out by hand. */
describe(`notification jobs (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  // Wednesday 25 November 2026: "today" for the jobs below; the digest reports Monday 16 – Sunday 22 November.
  const now = new Date('2026-11-25T10:00:00Z');
  let a: { id: string; name: string };
  let b: { id: string; name: string };
  let basic: { id: string; name: string };
  let aOwner: Person;
  let aManager: Person;
  let aSupervisor: Person;
  let aTech: Person;
  let bAdmin: Person;
  let basicAdmin: Person;
  let aMachine: string;
  let bMachine: string;

  const task = async (companyId: string, o: { title: string; due: string; status?: string; completedAt?: string; assignee?: string }) => {
    const rows = await t.db.query<{ id: string }>(
      `insert into maintenance_tasks (company_id, task_number, title, due_date, anchor_date, series_id, status, completed_at)
       values ($1, 'MT-' || upper(substr(md5(random()::text), 1, 8)), $2, $3, $3, gen_random_uuid(), $4, $5) returning id`,
      [companyId, o.title, o.due, o.status ?? 'pending', o.completedAt ?? null],
    );
    if (o.assignee)
      await t.db.query('insert into maintenance_task_assignments (company_id, task_id, user_id) values ($1, $2, $3)', [
        companyId,
        rows[0]!.id,
        o.assignee,
      ]);
    return rows[0]!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await insertCompany(t.db, { tier: 'professional' });
    b = await insertCompany(t.db, { tier: 'enterprise' });
    basic = await insertCompany(t.db, { tier: 'basic' });
    const user = (companyId: string, role: string) => insertUser(t.db, { companyId, role });
    aOwner = await user(a.id, 'client_admin');
    aManager = await user(a.id, 'manager');
    aSupervisor = await user(a.id, 'supervisor');
    aTech = await user(a.id, 'technician');
    bAdmin = await user(b.id, 'client_admin');
    basicAdmin = await user(basic.id, 'client_admin');
    const machine = async (companyId: string) =>
      (await t.db.query<{ id: string }>(`insert into equipment (company_id, name) values ($1, 'Dozer') returning id`, [companyId]))[0]!.id;
    aMachine = await machine(a.id);
    bMachine = await machine(b.id);
  });
  afterAll(() => t.close());

  const notices = (kind: string) =>
    t.db.query<{ user_id: string; title: string }>('select user_id, title from notifications where kind = $1 order by user_id, title', [
      kind,
    ]);
  const ids = (...p: Person[]) => p.map((x) => x.id).sort();

  describe('tasks due / overdue', () => {
    it('tells the assignees (or, unassigned, who may edit tasks) once per task and state; old and finished tasks stay quiet', async () => {
      await task(a.id, { title: 'Due today', due: '2026-11-25', assignee: aTech.id });
      await task(a.id, { title: 'Overdue unassigned', due: '2026-11-24' });
      await task(a.id, { title: 'Long overdue', due: '2026-10-01', assignee: aTech.id }); // before the 7-day look-back
      await task(a.id, { title: 'Done today', due: '2026-11-25', status: 'completed', completedAt: '2026-11-25T08:00:00Z' });
      await task(a.id, { title: 'Next week', due: '2026-12-02', assignee: aTech.id });
      await task(b.id, { title: 'B due today', due: '2026-11-25', assignee: bAdmin.id });

      expect(await sendTaskDueNotices(t.db, now)).toBe(3);
      expect(await notices('task_due')).toEqual(
        [
          { user_id: aTech.id, title: 'Due today: Due today' },
          { user_id: bAdmin.id, title: 'Due today: B due today' },
        ].sort((x, y) => x.user_id.localeCompare(y.user_id)),
      );
      expect((await notices('task_overdue')).map((n) => n.user_id).sort()).toEqual(ids(aOwner, aManager, aSupervisor));

      // Again, and twice at once: nothing more.
      expect(await sendTaskDueNotices(t.db, now)).toBe(0);
      expect(await Promise.all([sendTaskDueNotices(t.db, now), sendTaskDueNotices(t.db, now)])).toEqual([0, 0]);
      expect((await notices('task_due')).length).toBe(2);
      expect((await notices('task_overdue')).length).toBe(3);
    });

    it('a day later the task due yesterday is overdue (one more notice); a moved due date is news again', async () => {
      const tomorrow = new Date('2026-11-26T10:00:00Z');
      expect(await sendTaskDueNotices(t.db, tomorrow)).toBe(2); // both "due today" tasks are now overdue
      expect((await notices('task_overdue')).filter((n) => n.title === 'Overdue: Due today').map((n) => n.user_id)).toEqual([aTech.id]);
      await t.db.query(`update maintenance_tasks set due_date = '2026-11-26' where title = 'Due today'`);
      expect(await sendTaskDueNotices(t.db, tomorrow)).toBe(1);
      expect((await notices('task_due')).filter((n) => n.title === 'Due today: Due today')).toHaveLength(2);
      expect(await sendTaskDueNotices(t.db, tomorrow)).toBe(0);
    });
  });

  describe('weekly digest', () => {
    it('reports the week before the current one, Monday to Monday', () => {
      expect(digestWeekOf(now)).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-23' });
      expect(digestWeekOf(new Date('2026-11-23T00:00:00Z'))).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-23' });
      expect(digestWeekOf(new Date('2026-11-22T23:59:59Z'))).toEqual({ weekStart: '2026-11-09', weekEnd: '2026-11-16' });
    });

    it('counts exactly the hand-worked week of company A, nothing of company B', async () => {
      // Tasks: one completed in the week, one completed at the first instant of the next week, one open past due.
      await task(a.id, { title: 'Greased', due: '2026-11-17', status: 'completed', completedAt: '2026-11-17T10:00:00Z' });
      await task(a.id, { title: 'Late finish', due: '2026-11-20', status: 'completed', completedAt: '2026-11-23T00:00:00Z' });
      await task(b.id, { title: 'B done', due: '2026-11-17', status: 'completed', completedAt: '2026-11-18T10:00:00Z' });
      // Repairs: one submitted in the week (still waiting), one submitted before and completed in it.
      await t.db.query(
        `insert into repairs (company_id, equipment_id, description, created_at) values ($1, $2, 'Leak', '2026-11-18T09:00:00Z')`,
        [a.id, aMachine],
      );
      await t.db.query(
        `insert into repairs (company_id, equipment_id, description, status, created_at, completed_at)
         values ($1, $2, 'Seat', 'completed', '2026-11-10T09:00:00Z', '2026-11-19T09:00:00Z')`,
        [a.id, aMachine],
      );
      await t.db.query(
        `insert into repairs (company_id, equipment_id, description, created_at) values ($1, $2, 'B leak', '2026-11-18T09:00:00Z')`,
        [b.id, bMachine],
      );
      // Quotes: one sent in the week and waiting, one accepted in the week.
      const quote = async (companyId: string, status: string, events: [string, string][]) => {
        const q = (
          await t.db.query<{ id: string }>(`insert into quote_requests (company_id, title, status) values ($1, 'Q', $2) returning id`, [
            companyId,
            status,
          ])
        )[0]!.id;
        for (const [to, at] of events)
          await t.db.query(
            'insert into quote_status_events (company_id, quote_request_id, to_status, created_at) values ($1, $2, $3, $4)',
            [companyId, q, to, at],
          );
        return q;
      };
      await quote(a.id, 'sent_to_client', [['sent_to_client', '2026-11-17T12:00:00Z']]);
      await quote(a.id, 'accepted', [
        ['sent_to_client', '2026-11-10T12:00:00Z'],
        ['accepted', '2026-11-18T12:00:00Z'],
      ]);
      // Invoices: 1,234.56 issued in the week with 200.00 paid; 99.99 issued before and paid in it; a void one.
      const invoice = async (companyId: string, o: { date: string; total: string; status?: string; paid?: string; paidAt?: string }) => {
        const q = await quote(companyId, 'invoiced', []);
        const order = (
          await t.db.query<{ id: string }>(
            `insert into sales_orders (company_id, quote_request_id, order_date, subtotal, total) values ($1, $2, $3, $4, $4) returning id`,
            [companyId, q, o.date, o.total],
          )
        )[0]!.id;
        await t.db.query(
          `insert into invoices (company_id, quote_request_id, sales_order_id, invoice_date, due_date, subtotal, total, status, amount_paid,
                                 paid_at, voided_at)
           values ($1, $2, $3, $4, $4, $5, $5, $6, $7, $8, case when $6 = 'void' then now() end)`,
          [companyId, q, order, o.date, o.total, o.status ?? 'issued', o.paid ?? '0', o.paidAt ?? null],
        );
      };
      await invoice(a.id, { date: '2026-11-17', total: '1234.56', paid: '200.00' });
      await invoice(a.id, { date: '2026-11-02', total: '99.99', status: 'paid', paid: '99.99', paidAt: '2026-11-20T15:00:00Z' });
      await invoice(a.id, { date: '2026-11-18', total: '500.00', status: 'void' });
      await invoice(b.id, { date: '2026-11-17', total: '7777.77' });
      // Fleet alerts: one raised in the week (open), one older and acknowledged.
      const alert = (companyId: string, machine: string, at: string, acknowledged: boolean) =>
        t.db.query(
          `insert into fleet_alerts (company_id, equipment_id, alert_type, severity, message, dedupe_key, created_at, acknowledged, acknowledged_at)
           values ($1, $2, 'low_battery', 'warning', 'Battery', gen_random_uuid()::text, $3, $4, case when $4 then now() end)`,
          [companyId, machine, at, acknowledged],
        );
      await alert(a.id, aMachine, '2026-11-18T08:00:00Z', false);
      await alert(a.id, aMachine, '2026-11-05T08:00:00Z', true);
      await alert(b.id, bMachine, '2026-11-18T08:00:00Z', false);

      expect(await digestFiguresOf(t.db, a.id, now)).toEqual({
        tasksCompleted: 1,
        // "Overdue unassigned" (due 24 Nov) — "Due today" moved to the 26th and "Next week" are not yet due.
        tasksOverdue: 2, // … and "Long overdue" (1 Oct)
        repairsSubmitted: 1,
        repairsCompleted: 1,
        repairsAwaitingDecision: 1,
        quotesSent: 1,
        quotesAccepted: 1,
        quotesAwaitingAcceptance: 1,
        invoicesIssued: 1,
        invoicedTotal: '1234.56',
        invoicesPaid: 1,
        paidTotal: '99.99',
        invoicesOpen: 1,
        openBalance: '1034.56',
        fleetAlerts: 1,
        fleetAlertsUnacknowledged: 1,
      });
    });

    it('emails each opted-in person of a professional+ company once per week; basic plans and opted-out people get none', async () => {
      await t.db.query(
        `insert into notification_preferences (company_id, user_id, kind, channel) values ($1, $2, 'weekly_digest', 'off')`,
        [a.id, aOwner.id],
      );
      await t.db.query(
        `insert into notification_preferences (company_id, user_id, kind, channel) values ($1, $2, 'weekly_digest', 'email')`,
        [a.id, aSupervisor.id],
      );
      const digests = (to: Person) =>
        t.db.query<{ subject: string; body_text: string }>(
          `select subject, body_text from email_outbox where to_address = $1 and template = 'weekly_digest'`,
          [to.email],
        );
      expect(await sendWeeklyDigests(t.db, 'https://portal.example.test', now)).toBe(2);
      const [mail] = await digests(aManager);
      expect(mail!.subject).toBe(`Weekly digest: ${a.name}, week of 2026-11-16`);
      expect(mail!.body_text).toContain('week of 2026-11-16 to 2026-11-22');
      expect(mail!.body_text).toContain('Invoices: 1 issued ($1,234.56), 1 paid ($99.99)');
      expect(mail!.body_text).toContain('- 1 unpaid invoice, $1,034.56 outstanding');
      expect(mail!.body_text).toContain('- 2 overdue tasks');
      expect(mail!.body_text).not.toContain('7,777.77');
      expect(await digests(aSupervisor)).toHaveLength(1);
      expect(await digests(aOwner)).toHaveLength(0); // turned it off
      expect(await digests(aTech)).toHaveLength(0); // off by default for technicians
      expect(await digests(bAdmin)).toHaveLength(1);
      expect((await digests(bAdmin))[0]!.body_text).toContain('$7,777.77 outstanding');
      expect(await digests(basicAdmin)).toHaveLength(0);

      expect(await sendWeeklyDigests(t.db, 'https://portal.example.test', now)).toBe(0);
      expect(await sendWeeklyDigests(t.db, 'https://portal.example.test', new Date('2026-11-27T07:00:00Z'))).toBe(0);
      expect(await digests(aManager)).toHaveLength(1);
      const runs = await t.db.query<{ company_id: string; recipients: number }>(
        `select company_id, recipients from weekly_digest_runs where week_start = '2026-11-16' order by company_id`,
      );
      expect(runs).toEqual(
        [
          { company_id: a.id, recipients: 2 },
          { company_id: b.id, recipients: 1 },
        ].sort((x, y) => x.company_id.localeCompare(y.company_id)),
      );
    });
  });
});
