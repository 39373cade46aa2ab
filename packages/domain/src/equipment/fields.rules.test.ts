import { describe, expect, it } from 'vitest';
import {
  equipmentTypes,
  isFuturePurchaseDate,
  isValidEquipmentYear,
  latestPurchaseDate,
  normalizeChoice,
  parseDateInput,
  parseNumberInput,
} from './fields.rules.ts';

describe('isValidEquipmentYear (spec 02 §9: 1900 to next year)', () => {
  const now = new Date(Date.UTC(2026, 5, 1));
  it.each<[number, boolean]>([
    [1900, true],
    [1899, false],
    [2026, true],
    [2027, true],
    [2028, false],
    [2019.5, false],
  ])('%d → %s', (year, ok) => expect(isValidEquipmentYear(year, now)).toBe(ok));
});

describe('parseDateInput', () => {
  it.each<[string, string | null]>([
    ['2024-03-07', '2024-03-07'],
    ['2024/3/7', '2024-03-07'],
    ['2024-03-07T10:20:30Z', '2024-03-07'],
    ['2024-03-07 10:20', '2024-03-07'],
    ['3/7/2024', '2024-03-07'],
    ['12-31-2023', '2023-12-31'],
    ['2024-02-30', null],
    ['2023-02-29', null],
    ['2024-02-29', '2024-02-29'],
    ['13/01/2024', null],
    ['yesterday', null],
    ['', null],
  ])('%j → %j', (raw, expected) => expect(parseDateInput(raw)).toBe(expected));
});

describe('parseNumberInput', () => {
  it.each<[string, number | null]>([
    ['1250', 1250],
    ['1250.5', 1250.5],
    [' 12,500.00 ', 12500],
    ['$1,234,567.89', 1234567.89],
    ['-3', -3],
    ['.5', 0.5],
    ['1e5', null],
    ['12abc', null],
    ['1,23', null],
    ['', null],
  ])('%j → %j', (raw, expected) => expect(parseNumberInput(raw)).toBe(expected));
});

describe('normalizeChoice', () => {
  it.each<[string, string | null]>([
    ['Dump Truck', 'dump_truck'],
    ['dump-truck', 'dump_truck'],
    ['EXCAVATOR', 'excavator'],
    ['spaceship', null],
  ])('%j → %j', (raw, expected) => expect(normalizeChoice(raw, equipmentTypes)).toBe(expected));
});

describe('purchase date (spec 02 §5 Lifecycle: cannot be in the future)', () => {
  it.each<[string, string]>([
    // UTC's today + 1: "today" in UTC+14 is already tomorrow in UTC.
    ['2026-06-01T00:00:00Z', '2026-06-02'],
    ['2026-06-01T23:59:59Z', '2026-06-02'],
    ['2026-12-31T12:00:00Z', '2027-01-01'],
  ])('latest at %s → %s', (now, latest) => expect(latestPurchaseDate(new Date(now))).toBe(latest));

  it.each<[string, boolean]>([
    ['2020-01-01', false],
    ['2026-06-01', false],
    ['2026-06-02', false],
    ['2026-06-03', true],
    ['2027-01-01', true],
  ])('%s with latest 2026-06-02 → future %s', (date, future) => expect(isFuturePurchaseDate(date, '2026-06-02')).toBe(future));
});
