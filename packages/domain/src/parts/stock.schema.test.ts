import { describe, expect, it } from 'vitest';
import { partsMessages as m } from './messages.ts';
import { recordMovementInput, recordMovementOn } from './stock.schema.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('recordMovementInput: one message per mistake, for server and form', () => {
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['no quantity', { kind: 'received' }, m.quantityWhole],
    ['a fractional receipt', { kind: 'received', quantity: 1.5 }, m.quantityPositive],
    ['a zero use', { kind: 'used', quantity: 0, reason: 'x' }, m.quantityPositive],
    ['a fractional adjustment', { kind: 'adjusted', quantity: -1.5, reason: 'count' }, m.adjustmentNonZero],
    ['a zero adjustment', { kind: 'adjusted', quantity: 0, reason: 'count' }, m.adjustmentNonZero],
    ['a negative adjustment with a reason', { kind: 'adjusted', quantity: -2, reason: 'count' }, undefined],
  ])('%s', (_, input, message) => {
    expect(firstMessage(recordMovementInput.safeParse(input))).toBe(message);
  });
});

describe('recordMovementOn: the balance a form checks before sending', () => {
  const schema = recordMovementOn({ partName: 'Oil filter', unitsInStock: 3 });
  it.each<[Record<string, unknown>, string | undefined]>([
    [{ kind: 'used', quantity: 3, reason: 'job' }, undefined],
    [{ kind: 'used', quantity: 4, reason: 'job' }, m.notEnoughStock('Oil filter', 3)],
    [{ kind: 'adjusted', quantity: -4, reason: 'count' }, m.notEnoughStock('Oil filter', 3)],
    [{ kind: 'received', quantity: 1_000_000 }, m.tooMuchStock],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });
});
