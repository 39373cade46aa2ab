import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, latestEmailTo, uniqueIp, type TestApp } from './harness.ts';
import { startSmtpSink, textBodyOf } from './smtp-sink.ts';

const rejectedAddress = 'bounce@example.test';

describe(`mail: real SMTP delivery and the outbox (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const received = () => sink.delivered;
  let t: TestApp;

  beforeAll(async () => {
    // why: a real SMTP server on loopback speaks the actual protocol nodemailer uses; nothing is mocked.
    sink = await startSmtpSink({ reject: (address) => address === rejectedAddress });
    t = await createTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const forgot = (app: TestApp, email: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: uniqueIp() });

  it('delivers the reset email over SMTP with the PUBLIC_URL link and marks the row sent', async () => {
    const user = await insertUser(t.db);
    expect((await forgot(t, user.email)).statusCode).toBe(202);
    await t.deps.mailer.drain();

    const message = received().find((m) => m.to.includes(user.email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@gears.local');
    expect(message!.raw).toMatch(/^Subject: Reset your GEARS Portal password\r?$/m);
    const text = textBodyOf(message!.raw);
    const link = text.split(/\r?\n/).find((line) => line.includes('token='));
    expect(link?.startsWith('https://portal.example.test/auth?reset=true')).toBe(true);

    const row = await latestEmailTo(t.db, user.email);
    expect(row?.status).toBe('sent');
    expect(text).toContain(row!.body_text.split('\n').find((line) => line.includes('token='))!);
    const meta = await t.db.query<{ attempts: number; sent: boolean; error: string | null }>(
      'select attempts, sent_at is not null as sent, error from email_outbox where id = $1',
      [row!.id],
    );
    expect(meta).toEqual([{ attempts: 1, sent: true, error: null }]);
  });

  it('sends nothing over SMTP for an unknown address', async () => {
    const before = received().length;
    expect((await forgot(t, `nobody-${Date.now()}@example.test`)).statusCode).toBe(202);
    await t.deps.mailer.drain();
    expect(received().length).toBe(before);
  });

  it('without SMTP_URL keeps the message in the outbox as recorded', async () => {
    const local = await createTestApp();
    try {
      const user = await insertUser(local.db);
      expect((await forgot(local, user.email)).statusCode).toBe(202);
      await local.deps.mailer.drain();
      const row = await latestEmailTo(local.db, user.email);
      expect(row?.status).toBe('recorded');
      expect(row!.body_text).toContain('https://portal.example.test/auth?reset=true');
      expect(received().some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      await local.close();
    }
  });

  it('marks a message the SMTP server refuses as failed, with the error kept', async () => {
    const user = await insertUser(t.db, { email: rejectedAddress });
    expect((await forgot(t, user.email)).statusCode).toBe(202);
    await t.deps.mailer.drain();
    const rows = await t.db.query<{ status: string; attempts: number; error: string | null }>(
      'select status, attempts, error from email_outbox where to_address = $1',
      [rejectedAddress],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('failed');
    // The request's own kick and drain() may each try once; retries stop after five attempts.
    expect(rows[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.attempts).toBeLessThanOrEqual(2);
    expect(rows[0]!.error).toMatch(/550/);
  });
});
