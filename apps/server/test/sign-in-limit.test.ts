import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitRoomInWindow, createTestApp, insertUser, uniqueIp, type TestApp } from './harness.ts';

// The sign-in limits (platform/rate-limit.ts): 10 failed attempts per account and 50 per address in a 15-minute window.
const windowSeconds = 15 * 60;

describe(`sign-in rate limit counts failures only (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInRaw = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: ip });

  it('never answers 429 to successful sign-ins, past both the account and the address limit', async () => {
    await awaitRoomInWindow(windowSeconds, 60);
    const user = await insertUser(t.db);
    const ip = uniqueIp();
    for (let i = 1; i <= 55; i++) {
      const res = await signInRaw(user.email, user.password, ip);
      expect(res.statusCode, `sign-in ${i}`).toBe(200);
    }
    // Up to 60 s waiting for a fresh window, then 55 password checks (argon2) on a loaded CI machine.
  }, 240_000);

  it('blocks the account after 10 failures, even with the right password', async () => {
    await awaitRoomInWindow(windowSeconds, 20);
    const user = await insertUser(t.db);
    for (let i = 1; i <= 10; i++)
      expect((await signInRaw(user.email, `wrong guess ${i}`, uniqueIp())).statusCode, `failure ${i}`).toBe(401);
    const blocked = await signInRaw(user.email, user.password, uniqueIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded' } });
  });

  it('a success before the limit resets the account’s count', async () => {
    await awaitRoomInWindow(windowSeconds, 30);
    const user = await insertUser(t.db);
    for (let i = 1; i <= 9; i++) expect((await signInRaw(user.email, `wrong guess ${i}`, uniqueIp())).statusCode, `failure ${i}`).toBe(401);
    expect((await signInRaw(user.email, user.password, uniqueIp())).statusCode).toBe(200);
    // A fresh budget of 10 failures, then the 11th attempt waits.
    for (let i = 1; i <= 10; i++)
      expect((await signInRaw(user.email, `second round ${i}`, uniqueIp())).statusCode, `failure ${i} after the success`).toBe(401);
    expect((await signInRaw(user.email, 'second round 11', uniqueIp())).statusCode).toBe(429);
  });

  it('counts an address’s failures across accounts; a success from it does not wipe them', async () => {
    await awaitRoomInWindow(windowSeconds, 60);
    const ip = uniqueIp();
    const owner = await insertUser(t.db);
    for (let i = 1; i <= 49; i++) {
      expect((await signInRaw(`nobody-${i}-${Date.now()}@example.test`, 'wrong password', ip)).statusCode, `failure ${i}`).toBe(401);
    }
    expect((await signInRaw(owner.email, owner.password, ip)).statusCode).toBe(200);
    expect((await signInRaw(`nobody-50-${Date.now()}@example.test`, 'wrong password', ip)).statusCode).toBe(401);
    // 50 failures from this address: the next attempt, whoever it is for, waits.
    expect((await signInRaw(owner.email, owner.password, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await signInRaw(owner.email, owner.password, uniqueIp())).statusCode).toBe(200);
  });
});
