import { describe, expect, it } from 'vitest';
import { inlineIfSimple, inlineStatement } from '../src/db/inline.ts';
import { SessionCache } from '../src/platform/session-cache.ts';

describe('inlineStatement (the opening statement sent with begin)', () => {
  it('writes strings, numbers, booleans and null as literals', () => {
    expect(
      inlineStatement({ text: 'select $1::text, $2::integer, $3::boolean, $4, $10', values: ['ab', 42, true, null, 5, 6, 7, 8, 9, 'ten'] }),
    ).toBe("select 'ab'::text, 42::integer, true::boolean, null, 'ten'");
  });

  it('quotes quotes and backslashes so a value stays one literal', () => {
    const sql = inlineStatement({ text: 'select $1', values: ["x'); drop table users; --\\"] });
    expect(sql).toBe("select  E'x''); drop table users; --\\\\'");
  });

  it('refuses values it cannot write safely, and placeholders without a value', () => {
    expect(() => inlineStatement({ text: 'select $1', values: [['a']] })).toThrow('unsupported');
    expect(() => inlineStatement({ text: 'select $1', values: [Number.NaN] })).toThrow('unsupported');
    expect(() => inlineStatement({ text: 'select $2', values: ['a'] })).toThrow('no value for $2');
  });

  it('inlineIfSimple leaves statements with arrays, dates or buffers to the extended protocol', () => {
    expect(inlineIfSimple({ text: 'select $1', values: [['a']] })).toBeNull();
    expect(inlineIfSimple({ text: 'select $1', values: [new Date()] })).toBeNull();
    expect(inlineIfSimple({ text: 'select $1', values: [Buffer.from('a')] })).toBeNull();
    expect(inlineIfSimple({ text: "select '$1', $1", values: [7] })).toBeNull();
    expect(inlineIfSimple({ text: 'select $1', values: [7] })).toBe('select 7');
  });
});

describe('SessionCache (recent session checks)', () => {
  it('forgets an entry after its time, on null, and the oldest one when full', () => {
    let now = 0;
    const cache = new SessionCache<string>(1000, 2, () => now);
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'A');
    cache.set('a', null);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('a', 'A2'); // rewritten: now the newest
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual(['A2', undefined, 'C', 2]);
  });
});
