import { describe, expect, it } from 'vitest';
import {
  csvField,
  csvHeaders,
  csvLine,
  escapeFormulaCell,
  exportFileName,
  isBlankRecord,
  mapCsvHeaders,
  unescapeFormulaCell,
} from './csv.rules.ts';

describe('mapCsvHeaders (spec 02 §5: case-insensitive, aliased)', () => {
  it.each<[string, string | null]>([
    ['Name', 'name'],
    ['Equipment Name', 'name'],
    ['EQUIPMENT_NAME', 'name'],
    ['equipment', 'name'],
    ['Make', 'manufacturer'],
    ['Serial Number', 'serial'],
    ['serial_number', 'serial'],
    ['Serial #', 'serial'],
    ['SerialNumber', 'serial'],
    ['Operating Hours', 'hours'],
    ['hours_operated', 'hours'],
    ['Type', 'equipmentType'],
    ['equipment_type', 'equipmentType'],
    ['Depreciation Rate (%)', 'depreciationRate'],
    ['warranty_expiration_date', 'warrantyExpiry'],
    ['qr_code_id', 'qrCodeId'],
    ['\uFEFFName', 'name'],
    ['Colour', null],
  ])('%j → %s', (header, key) => {
    expect(mapCsvHeaders([header]).columns[0]).toBe(key);
  });

  it('reports unknown and repeated headers and keeps the first column of a field', () => {
    expect(mapCsvHeaders(['Name', 'Colour', 'Equipment Name', '', 'Model'])).toEqual({
      columns: ['name', null, null, null, 'model'],
      unknown: ['Colour'],
      duplicates: ['Equipment Name'],
    });
  });

  it('reads every exported header back as its own field', () => {
    const { columns, unknown, duplicates } = mapCsvHeaders(csvHeaders);
    expect(unknown).toEqual([]);
    expect(duplicates).toEqual([]);
    expect(new Set(columns).size).toBe(csvHeaders.length);
  });
});

describe('formula escaping (DESIGN §4)', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-5 degrees', "'-5 degrees"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ['plain', 'plain'],
    ['1500', '1500'],
    ['', ''],
  ])('%j ↔ %j', (value, escaped) => {
    expect(escapeFormulaCell(value)).toBe(escaped);
    expect(unescapeFormulaCell(escaped)).toBe(value);
  });
});

describe('csvField and csvLine', () => {
  it.each<[string | number | null, string]>([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['=1+1', "'=1+1"],
    ['=1,2', `"'=1,2"`],
    [12.5, '12.5'],
    [null, ''],
  ])('%j → %s', (value, out) => expect(csvField(value)).toBe(out));

  it('joins fields with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('isBlankRecord and exportFileName', () => {
  it.each<[string[], boolean]>([
    [['', ' ', ''], true],
    [[''], true],
    [['', 'x'], false],
  ])('%j → %s', (cells, blank) => expect(isBlankRecord(cells)).toBe(blank));

  it('names the export with the date', () => {
    expect(exportFileName(new Date(Date.UTC(2026, 2, 9, 15)))).toBe('equipment-export-2026-03-09.csv');
    expect(exportFileName(new Date(Date.UTC(2026, 2, 9, 15)), 'xlsx')).toBe('equipment-export-2026-03-09.xlsx');
  });
});
