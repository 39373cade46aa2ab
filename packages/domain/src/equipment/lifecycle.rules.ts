import { currentValueCents, daysOwned, type DepreciationInput } from './depreciation.rules.ts';

export const conditionRatingMessage = 'Condition rating must be between 1 and 10';
export const minConditionRating = 1;
export const maxConditionRating = 10;
/** spec 02 §9: a machine without a rating reads as 5. */
export const defaultConditionRating = 5;

/** spec 02 §9: condition percentage = rating / 10 × 100 (default rating 5). */
export function conditionPercent(rating: number | null): number {
  return ((rating ?? defaultConditionRating) / 10) * 100;
}

/** spec 02 §9: five stars, star i (0-based) filled while i < rating / 2. Returns how many are filled. */
export function conditionStars(rating: number | null): number {
  const r = rating ?? defaultConditionRating;
  let filled = 0;
  for (let i = 0; i < 5; i += 1) if (i < r / 2) filled += 1;
  return filled;
}

export const warrantyStatuses = ['active', 'expired', 'unknown'] as const;
export type WarrantyStatus = (typeof warrantyStatuses)[number];

/** spec 02 §4: active while days left is above 0, expired otherwise (so on the expiry day itself), unknown without a date. */
export function warrantyStatusOf(warrantyExpiry: string | null, today: string): WarrantyStatus {
  if (!warrantyExpiry) return 'unknown';
  return warrantyExpiry > today ? 'active' : 'expired';
}

/** Days of warranty left (0 once expired), null without a date. */
export function warrantyDaysLeft(warrantyExpiry: string | null, today: string): number | null {
  return warrantyExpiry ? daysOwned(today, warrantyExpiry) : null;
}

const cents = (dollars: number): number => Math.round(dollars * 100);

export type FleetValueItem = DepreciationInput & {
  /** The last recorded value (the stored column), used when the method's inputs are missing. */
  recordedValue: number | null;
  /** Units of production: the hours on the clock at the start of the year (the last meter reading before it), if known. */
  hoursAtYearStart?: number | null;
};

export type FleetValueSummary = {
  /** How many machines have a purchase price or a value. */
  valued: number;
  totalPurchase: number;
  totalCurrentValue: number;
  /** What the computed values fell by since 1 January (or since purchase, for machines bought this year). */
  depreciationThisYear: number;
  /** Machines whose value is computed by a method (the rest count with their recorded value). */
  computed: number;
  /** Units-of-production machines without a meter reading before 1 January: left out of depreciationThisYear. */
  withoutYearStart: number;
};

/** The value on 1 January of `today`'s year, in cents, or null when it cannot be known. */
function yearStartCents(item: FleetValueItem, today: string): number | null {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const price = item.purchasePrice;
  if (price === null) return null;
  if (item.purchaseDate !== null && item.purchaseDate >= yearStart) return cents(price);
  if (item.method === 'units_of_production') {
    if (item.hoursAtYearStart === undefined || item.hoursAtYearStart === null) return null;
    return currentValueCents({ ...item, hours: item.hoursAtYearStart }, yearStart);
  }
  return currentValueCents(item, yearStart);
}

/** The fleet value strip of the Lifecycle tab: totals in dollars, summed in cents. */
export function fleetValueSummary(items: readonly FleetValueItem[], today: string): FleetValueSummary {
  let purchase = 0;
  let value = 0;
  let depreciation = 0;
  let valued = 0;
  let computed = 0;
  let withoutYearStart = 0;
  for (const item of items) {
    const now = currentValueCents(item, today);
    const shown = now ?? (item.recordedValue === null ? null : cents(item.recordedValue));
    if (item.purchasePrice === null && shown === null) continue;
    valued += 1;
    if (item.purchasePrice !== null) purchase += cents(item.purchasePrice);
    if (shown !== null) value += shown;
    if (now === null) continue;
    computed += 1;
    const start = yearStartCents(item, today);
    if (start === null) withoutYearStart += 1;
    else depreciation += Math.max(0, start - now);
  }
  return {
    valued,
    totalPurchase: purchase / 100,
    totalCurrentValue: value / 100,
    depreciationThisYear: depreciation / 100,
    computed,
    withoutYearStart,
  };
}
