import { describe, expect, it } from 'vitest';
import { addQuoteItemInput, adminQuoteItem, clientQuoteItem, createQuoteRequestInput } from './quote.schema.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('addQuoteItemInput (spec 03 §5)', () => {
  it.each<[Record<string, unknown>, string | null]>([
    [{ itemName: 'Pin' }, null],
    [{}, 'Item Name Required: Please enter an item name'],
    [{ itemName: '  ' }, 'Item Name Required: Please enter an item name'],
    [{ itemName: 'Pin', vendorPrice: -1 }, 'Invalid Price: Vendor price cannot be negative'],
    [{ itemName: 'Pin', markupPercentage: -0.5 }, 'Invalid Markup: Markup cannot be negative'],
    [{ itemName: 'Pin', quantity: 0 }, 'Quantity must be greater than 0'],
    [{ itemName: 'Pin', partId: 'nope' }, 'Not a valid id.'],
  ])('%j → %s', (input, message) => expect(firstMessage(addQuoteItemInput.safeParse(input))).toBe(message));

  it.each<[unknown, number]>([
    [undefined, 1],
    ['x', 1],
    [null, 1],
    ['3', 3],
    [2.5, 2.5],
  ])('quantity %j → %s', (quantity, q) => expect(addQuoteItemInput.parse({ itemName: 'Pin', quantity }).quantity).toBe(q));

  it('trims optional text and drops it when empty', () => {
    expect(addQuoteItemInput.parse({ itemName: ' Pin ', sku: ' ', description: ' d ', partId: '' })).toMatchObject({
      itemName: 'Pin',
      sku: null,
      description: 'd',
      partId: null,
    });
  });
});

describe('createQuoteRequestInput', () => {
  it('defaults urgency to medium and empties to null', () => {
    expect(createQuoteRequestInput.parse({ title: ' T ', contactEmail: '' })).toEqual({
      title: 'T',
      description: null,
      equipmentType: null,
      urgency: 'medium',
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      equipmentId: null,
      force: false,
    });
  });
});

describe('client and admin item shapes', () => {
  const item = {
    id: '7b0cb1b4-7d6b-4f4e-9c53-51d0c4b1a111',
    itemName: 'Pin',
    description: null,
    sku: null,
    partId: null,
    quantity: 1,
    clientPrice: 4,
    lineTotal: 4,
    attachmentUrl: null,
    itemCode: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  it('the client shape rejects vendor fields outright', () => {
    expect(clientQuoteItem.safeParse(item).success).toBe(true);
    expect(clientQuoteItem.safeParse({ ...item, vendorPrice: 1 }).success).toBe(false);
    expect(clientQuoteItem.safeParse({ ...item, markupPercentage: 300 }).success).toBe(false);
  });
  it('the admin shape carries them', () => {
    expect(adminQuoteItem.safeParse({ ...item, vendorPrice: 1, markupPercentage: 300, isPriced: true }).success).toBe(true);
  });
});
