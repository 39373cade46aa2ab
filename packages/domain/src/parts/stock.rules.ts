import { partsMessages as m } from './messages.ts';

/** The stock ledger's kinds of movement: goods received, parts used (on a task), and counted corrections. */
export const stockMovementKinds = ['received', 'used', 'adjusted'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

export const stockMovementLabels: Record<StockMovementKind, string> = { received: 'Received', used: 'Used', adjusted: 'Adjusted' };

/** spec 02 §3 defaults: units in stock 0, min stock (the reorder point) 1. */
export const defaultUnitsInStock = 0;
export const defaultMinStock = 1;
export const maxStockUnits = 1_000_000;

export type StockState = 'ok' | 'low' | 'out';

/** At or below the reorder point is low (time to reorder); nothing left is out. */
export function stockStateOf(unitsInStock: number, minStock: number): StockState {
  if (unitsInStock <= 0) return 'out';
  if (unitsInStock <= minStock) return 'low';
  return 'ok';
}

export const isLowStock = (unitsInStock: number, minStock: number): boolean => stockStateOf(unitsInStock, minStock) !== 'ok';

/**
 * The signed change a movement makes: received adds, used takes away, adjusted carries its own sign.
 * `quantity` is what the user entered (positive for received and used, non-zero for adjusted).
 */
export function movementDelta(kind: StockMovementKind, quantity: number): number {
  return kind === 'used' ? -Math.abs(quantity) : kind === 'received' ? Math.abs(quantity) : quantity;
}

/** The balance after a movement, or the message explaining why it cannot happen. */
export function applyMovement(current: number, delta: number, partName: string): { balance: number } | { error: string } {
  const balance = current + delta;
  if (balance < 0) return { error: m.notEnoughStock(partName, current) };
  if (balance > maxStockUnits) return { error: m.tooMuchStock };
  return { balance };
}

/**
 * A movement crosses the reorder point when it takes the part from above it to at or below it: the
 * moment the part becomes low (the notification-ready flag, isLowStock, turns on). Once per crossing:
 * further movements while the part is already low do not cross again; a restock above the point re-arms it.
 */
export function crossesReorderPoint(before: number, after: number, minStock: number): boolean {
  return !isLowStock(before, minStock) && isLowStock(after, minStock);
}

/** Who hears that a part ran low: the people who order parts. */
export const lowStockRecipientRoles = ['client_admin', 'manager'] as const;

/** The low-stock notification's words, for the bell and the email. */
export function lowStockNotice(partName: string, onHand: number, minStock: number): { title: string; message: string } {
  return { title: `Low stock: ${partName}`, message: `${onHand} left, reorder point ${minStock}` };
}
