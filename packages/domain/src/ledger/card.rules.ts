import { testCards } from './payments.schema.ts';
import { ledgerMessages as m } from './messages.ts';

export type TestCardCheck =
  | { outcome: 'pays' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc' | 'name'; message: string };

const digits = (s: string) => s.replace(/[\s-]/g, '');

/**
 * The built-in test-mode checkout (DESIGN §5) takes Stripe's public test cards only: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined; anything else is refused with a clear message. Expiry MM/YY (or MM/YYYY) must
 * not be in a past month of `today`.
 */
export function checkTestCard(card: { cardNumber: string; expiry: string; cvc: string; name: string }, today: string): TestCardCheck {
  if (!card.name.trim()) return { outcome: 'invalid', field: 'name', message: m.nameRequired };
  const number = digits(card.cardNumber);
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  if (!expiry || month < 1 || month > 12 || year * 12 + month < ty * 12 + tm)
    return { outcome: 'invalid', field: 'expiry', message: m.badExpiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { outcome: 'invalid', field: 'cvc', message: m.badCvc };
  if (number === digits(testCards.pays)) return { outcome: 'pays' };
  if (number === digits(testCards.declined)) return { outcome: 'declined', message: m.cardDeclined };
  return { outcome: 'invalid', field: 'cardNumber', message: m.testCardsOnly };
}
