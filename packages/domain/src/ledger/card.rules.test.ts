import { describe, expect, it } from 'vitest';
import { checkTestCard } from './card.rules.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ann Lee' };

describe('test-mode checkout cards', () => {
  it.each<[Partial<typeof card>, string, string | null]>([
    [{}, 'pays', null],
    [{ cardNumber: '4242424242424242' }, 'pays', null],
    [{ cardNumber: '4000 0000 0000 0002' }, 'declined', null],
    [{ cardNumber: '5555 5555 5555 4444' }, 'invalid', 'cardNumber'],
    [{ cardNumber: '' }, 'invalid', 'cardNumber'],
    [{ expiry: '03/26' }, 'pays', null], // this month is still valid
    [{ expiry: '02/26' }, 'invalid', 'expiry'],
    [{ expiry: '13/30' }, 'invalid', 'expiry'],
    [{ expiry: '1230' }, 'invalid', 'expiry'],
    [{ expiry: '12/2030' }, 'pays', null],
    [{ cvc: '12' }, 'invalid', 'cvc'],
    [{ cvc: '1234' }, 'pays', null],
    [{ name: ' ' }, 'invalid', 'name'],
  ])('%j → %s', (o, outcome, field) => {
    const r = checkTestCard({ ...card, ...o }, '2026-03-09');
    expect(r.outcome).toBe(outcome);
    expect('field' in r ? r.field : null).toBe(field);
  });

  it('says the card was declined', () => {
    expect(checkTestCard({ ...card, cardNumber: '4000000000000002' }, '2026-03-09')).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
  });
});
