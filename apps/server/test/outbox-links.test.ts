import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './smtp-sink.ts';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/platform/logger.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import { createTestApp, insertCompany, insertUser, latestEmailTo, uniqueIp, type TestApp } from './harness.ts';

const hidden = 'link hidden — resend';

describe(`admin outbox hides live links; logs never print them (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let admin: Member;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    // why: a real SMTP server on loopback receives what nodemailer actually sends; nothing is mocked.
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url });
    admin = await newAdmin(t);
    call = client(t);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** The delivered message to an address, with quoted-printable soft breaks undone so a long link reads whole. */
  const deliveredTo = (address: string) =>
    sink.delivered.filter((m) => m.to.includes(address)).map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  const outboxEntry = async (id: string) => {
    const res = await call(admin, 'GET', '/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    return {
      body: res.body,
      email: (res.json().emails as { id: string; body: string; subject: string; linksHidden: number }[]).find((e) => e.id === id),
    };
  };
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: uniqueIp() });
  const resetTokenIn = (text: string) => decodeURIComponent(text.match(/[?&]token=([^\s&]+)/)![1]!);
  const inviteTokenIn = (text: string) => decodeURIComponent(text.match(/\/invite\/([^\s]+)/)![1]!);
  const resend = (who: Member, id: string) => call(who, 'POST', `/api/admin/outbox/${id}/resend`, {});

  async function inviteSomeone(): Promise<{ email: string; rowId: string; token: string; manager: Member }> {
    const company = await insertCompany(t.db);
    const manager = await memberOf(t, company.id, 'client_admin');
    const email = `invitee-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await call(manager, 'POST', '/api/invitations', { email, role: 'technician' });
    expect(res.statusCode).toBe(201);
    await t.deps.mailer.drain();
    const row = (await latestEmailTo(t.db, email))!;
    expect(row.template).toBe('invitation');
    return { email, rowId: row.id, token: inviteTokenIn(row.body_text), manager };
  }

  it('a password reset: the outbox shows no token; the stored and the delivered email keep the link', async () => {
    const user = await insertUser(t.db);
    expect((await forgot(user.email)).statusCode).toBe(202);
    await t.deps.mailer.drain();
    const row = (await latestEmailTo(t.db, user.email))!;
    const token = resetTokenIn(row.body_text);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const { body, email } = await outboxEntry(row.id);
    expect(body).not.toContain(token);
    expect(body).not.toContain(encodeURIComponent(token));
    expect(email!.body).toContain(hidden);
    expect(email!.body).not.toContain('token=');
    expect(email!.linksHidden).toBe(1);
    expect(deliveredTo(user.email).some((raw) => raw.includes(`token=${encodeURIComponent(token)}`))).toBe(true);
  });

  it('an invitation: the outbox shows no token; the delivered email keeps the link', async () => {
    const { email, rowId, token } = await inviteSomeone();
    const { body, email: entry } = await outboxEntry(rowId);
    expect(body).not.toContain(token);
    expect(entry!.body).toContain(hidden);
    expect(entry!.body).not.toContain('/invite/');
    expect(entry!.linksHidden).toBe(1);
    expect(deliveredTo(email).some((raw) => raw.includes(`/invite/${token}`))).toBe(true);
  });

  it('keeps links without a secret readable', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration-requests',
      remoteAddress: uniqueIp(),
      payload: {
        fullName: 'Rae Reader',
        email: `rae-${Date.now()}@example.test`,
        companyName: `Reader Co ${Date.now()}`,
        phone: '+1 555 0100',
        reason: 'Fleet tracking',
      },
    });
    expect(res.statusCode).toBe(201);
    const emails = (await call(admin, 'GET', '/api/admin/outbox')).json().emails as {
      template: string;
      linksHidden: number;
      body: string;
    }[];
    const received = emails.find((e) => e.template === 'registration_received')!;
    expect(received.linksHidden).toBe(0);
    expect(received.body).not.toContain(hidden);
  });

  it('resends a reset with a fresh link the normal way; the admin never sees either token', async () => {
    const user = await insertUser(t.db);
    await forgot(user.email);
    const first = (await latestEmailTo(t.db, user.email))!;
    const oldToken = resetTokenIn(first.body_text);

    const res = await resend(admin, first.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: `A new password reset link was sent to ${user.email}.` });
    await t.deps.mailer.drain();
    const second = (await latestEmailTo(t.db, user.email))!;
    expect(second.id).not.toBe(first.id);
    expect(second.template).toBe('password_reset');
    const newToken = resetTokenIn(second.body_text);
    expect(newToken).not.toBe(oldToken);
    const { body } = await outboxEntry(second.id);
    expect(body).not.toContain(newToken);
    expect(body).not.toContain(oldToken);
    expect(deliveredTo(user.email).some((raw) => raw.includes(encodeURIComponent(newToken)))).toBe(true);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: newToken, password: 'a brand new passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
  });

  it('resends an invitation as a new one: the old link stops working, the new one works', async () => {
    const { email, rowId, token } = await inviteSomeone();
    const res = await resend(admin, rowId);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(`A new invitation was sent to ${email}; the earlier link no longer works.`);
    expect(res.body).not.toContain(token);
    const newest = (await latestEmailTo(t.db, email))!;
    const newToken = inviteTokenIn(newest.body_text);
    expect(newToken).not.toBe(token);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, remoteAddress: uniqueIp() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${newToken}`, remoteAddress: uniqueIp() })).statusCode).toBe(200);
    // The first email's invitation was replaced: resending it again is refused and changes nothing.
    const again = await resend(admin, rowId);
    expect(again.statusCode).toBe(409);
    expect((await latestEmailTo(t.db, email))!.id).toBe(newest.id);
  });

  it('refuses to resend an accepted invitation (409)', async () => {
    const { rowId, token } = await inviteSomeone();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { name: 'New Tech', password: 'a long enough passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(accepted.statusCode).toBe(200);
    const res = await resend(admin, rowId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This invitation was already accepted.');
  });

  it('only a provider admin resends: 403 for a client admin, 404 for an unknown email, 400 for a bad id', async () => {
    const { rowId, manager } = await inviteSomeone();
    expect((await resend(manager, rowId)).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/api/admin/outbox')).statusCode).toBe(403);
    expect((await resend(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await resend(admin, 'not-an-id')).statusCode).toBe(400);
  });

  it('never writes a token from a request URL into the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(t.deps, { logger: createLogger('info', sink) });
    await logged.ready();
    try {
      const { token } = await inviteSomeone();
      const resetToken = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXhxdXV4';
      for (const url of [
        `/api/invitations/${token}`,
        `/invite/${token}`,
        `/auth?reset=true&type=recovery&token=${resetToken}`,
        '/api/checkout/test/3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b',
      ]) {
        await logged.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
      }
      await logged.inject({
        method: 'POST',
        url: `/api/invitations/${token}/accept`,
        payload: { name: 'x', password: 'short' },
        remoteAddress: uniqueIp(),
      });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/invite/[hidden]');
    expect(log).toContain('/api/invitations/[hidden]/accept');
    expect(log).toContain('token=[hidden]');
    expect(log).toContain('/api/checkout/test/[hidden]');
    for (const secret of ['Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXhxdXV4', '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b'])
      expect(log).not.toContain(secret);
    expect(lines.some((l) => l.includes('/api/invitations/') && !l.includes('[hidden]'))).toBe(false);
  });
});
