import { describe, expect, it } from 'vitest';
import { alternateCodeKey, alternateCodeProblem, scanLookupCandidates } from './alternate-codes.rules.ts';
import {
  checkCustomValue,
  customFieldKeyOf,
  normalizeOptions,
  parseCustomFieldFilter,
  type CustomFieldRule,
  type CustomFieldType,
} from './custom-fields.rules.ts';

const field = (fieldType: CustomFieldType, extra: Partial<CustomFieldRule> = {}): CustomFieldRule => ({
  name: 'Value',
  fieldType,
  options: ['Yellow', 'Red'],
  isRequired: false,
  ...extra,
});

describe('custom field values (issue 19 item 4)', () => {
  it.each<[CustomFieldType, string | number | null, string | null]>([
    ['text', '  Keep dry ', 'Keep dry'],
    ['text', '', null],
    ['text', null, null],
    ['number', '42', '42'],
    ['number', 42.5, '42.5'],
    ['number', '1,234.50', '1234.5'],
    ['number', '-0.0', '0'],
    ['number', '007', '7'],
    ['money', '1250', '1250.00'],
    ['money', '$12,500.5', '12500.50'],
    ['money', 0.3, '0.30'],
    ['money', '0.1', '0.10'],
    ['money', '$ 99.99', '99.99'],
    ['date', '2026-02-28', '2026-02-28'],
    ['date', '2024-02-29', '2024-02-29'],
    ['options', 'yellow', 'Yellow'],
    ['options', ' RED ', 'Red'],
  ])('%s %j → %j', (type, raw, expected) => {
    expect(checkCustomValue(field(type), raw)).toEqual({ ok: true, value: expected });
  });

  it.each<[CustomFieldType, string | number | null, string, Partial<CustomFieldRule>?]>([
    ['text', 'x'.repeat(501), 'Value can have at most 500 characters'],
    ['text', '', 'Value is required', { isRequired: true }],
    ['money', null, 'Value is required', { isRequired: true }],
    ['number', 'two', 'Value must be a number'],
    ['number', '1e5', 'Value must be a number'],
    ['number', '1,23', 'Value must be a number'],
    ['number', Number.NaN, 'Value must be a number'],
    ['money', '12.345', 'Value must be an amount in dollars and cents (for example 1250.00)'],
    ['money', 'ten', 'Value must be an amount in dollars and cents (for example 1250.00)'],
    ['money', '-5', 'Value cannot be negative'],
    ['date', '2026-02-30', 'Value must be a date (YYYY-MM-DD)'],
    ['date', '2023-02-29', 'Value must be a date (YYYY-MM-DD)'],
    ['date', '3/31/2026', 'Value must be a date (YYYY-MM-DD)'],
    ['options', 'Blue', 'Value must be one of: Yellow, Red'],
  ])('%s %j → "%s"', (type, raw, message, extra) => {
    expect(checkCustomValue(field(type, extra), raw)).toEqual({ ok: false, message });
  });
});

describe('custom field keys, options and filters', () => {
  it.each<[string, string[], string]>([
    ['Asset Tag #', [], 'asset_tag'],
    ['Año de compra', [], 'ano_de_compra'],
    ['2nd owner', [], 'field_2nd_owner'],
    ['!!!', [], 'field'],
    ['Colour', ['colour'], 'colour_2'],
    ['Colour', ['colour', 'colour_2'], 'colour_3'],
    ['A very long custom field name that goes on and on', [], 'a_very_long_custom_field_name_that_goes'],
  ])('%s (taken %j) → %s', (name, taken, key) => {
    expect(customFieldKeyOf(name, taken)).toBe(key);
  });

  it('normalises options and names a repeat', () => {
    expect(normalizeOptions([' Red ', '', 'Yellow  green'])).toEqual({ options: ['Red', 'Yellow green'], error: null });
    expect(normalizeOptions(['Red', 'RED']).error).toBe('The option "RED" is listed twice');
  });

  it.each<[string, { key: string; value: string } | null]>([
    ['colour:Yellow', { key: 'colour', value: 'Yellow' }],
    ['Colour: a:b ', { key: 'colour', value: 'a:b' }],
    ['colour:', null],
    [':x', null],
    ['no colon', null],
    ['1bad:x', null],
  ])('filter %j → %j', (raw, parsed) => {
    expect(parseCustomFieldFilter(raw)).toEqual(parsed);
  });
});

describe('alternate codes (issue 19 item 5)', () => {
  it('compares trimmed, spaces collapsed, ignoring case', () => {
    expect(alternateCodeKey('  snipe   0042 ')).toBe('SNIPE 0042');
    expect(alternateCodeProblem('  ')).toBe('Enter the code printed on the label');
    expect(alternateCodeProblem('x'.repeat(101))).toBe('A code can have at most 100 characters');
    expect(alternateCodeProblem('ok\u0007')).toBe('A code cannot contain control characters');
  });

  it.each<[string, string | null, string[]]>([
    ['EQ-ABCDEFGH', 'EQ-ABCDEFGH', ['EQ-ABCDEFGH']],
    ['https://app.example.com/equipment/EQ-1', 'EQ-1', ['EQ-1', 'https://app.example.com/equipment/EQ-1']],
    ['https://assets.example.com/hardware/42', null, ['https://assets.example.com/hardware/42']],
    ['  ', null, []],
  ])('a scan of %j (extracted %j) is looked up as %j', (text, extracted, candidates) => {
    expect(scanLookupCandidates(text, extracted)).toEqual(candidates);
  });
});
