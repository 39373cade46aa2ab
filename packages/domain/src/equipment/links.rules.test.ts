import { describe, expect, it } from 'vitest';
import { linkedMessage, linkFailedMessage, unlinkedMessage } from './links.rules.ts';

describe('spec 02 §8 Links messages', () => {
  it.each([
    ['quote', 1, 'Quote linked', 'Unable to link quote.'],
    ['quote', 3, 'Quotes linked', 'Unable to link one or more quotes.'],
    ['invoice', 1, 'Invoices linked', 'Unable to link one or more invoices.'],
    ['invoice', 2, 'Invoices linked', 'Unable to link one or more invoices.'],
    ['order', 2, 'Sales orders linked', 'Unable to link one or more sales orders.'],
  ] as const)('%s × %i → %s / %s', (type, n, ok, failed) => {
    expect(linkedMessage(type, n)).toBe(ok);
    expect(linkFailedMessage(type, n)).toBe(failed);
  });
  it.each([
    ['quote', 'Quote unlinked'],
    ['invoice', 'Invoice unlinked'],
    ['order', 'Sales order unlinked'],
  ] as const)('unlink %s → %s', (type, text) => expect(unlinkedMessage(type)).toBe(text));
});
