import { describe, expect, it } from 'vitest';
import {
  addDateEvidence,
  decideDateOrder,
  emptyDateEvidence,
  parseImportDate,
  parseMoney,
  suggestEquipmentType,
  suggestStatus,
  warrantyExpiryFrom,
  type DateOrder,
} from './import-values.rules.ts';
import { mapImportRecord, type ImportPlan } from './import-plan.rules.ts';

describe('status values (issue 19 item 3)', () => {
  it.each([
    ['Ready to Deploy', 'active'],
    ['Pending', 'idle'],
    ['Pending Diagnostics', 'repair'],
    ['Archived', 'retired'],
    ['Broken', 'repair'],
    ['Out for Repair', 'repair'],
    ['Undeployable', 'out_of_service'],
    ['Lost', 'retired'],
    ['OPERATIONAL', 'active'],
    ['DOWN', 'out_of_service'],
    ['STANDBY', 'idle'],
    ['MODERNIZATION', 'maintenance'],
    ['INSPECTION_SCHEDULED', 'active'],
    ['DECOMMISSIONED', 'retired'],
    ['out of service', 'out_of_service'],
    ['Under Maintenance', 'maintenance'],
    ['purple', null],
  ])('%s → %s', (value, status) => {
    expect(suggestStatus(value)).toBe(status);
  });
});

describe('categories to types', () => {
  it.each([
    ['Excavators', 'excavator'],
    ['Backhoe', 'excavator'],
    ['Dump Truck', 'dump_truck'],
    ['Skid-Steer', 'loader'],
    ['Forklifts', 'loader'],
    ['Compactor', 'compactor'],
    ['Generators', 'generator'],
    ['Pumps', 'pump'],
    ['Compressors', 'tool'],
    ['Machine Tools', 'tool'],
    ['Vehicles', 'vehicle'],
    ['Ornamental Railings', 'other'],
    ['HVAC', 'other'],
  ])('%s → %s', (value, type) => {
    expect(suggestEquipmentType(value)).toBe(type);
  });
});

describe('dates', () => {
  it.each<[string, DateOrder, string | null]>([
    ['2023-01-23', 'mdy', '2023-01-23'],
    ['2023-01-23T10:00:00Z', 'mdy', '2023-01-23'],
    ['2023/1/5', 'dmy', '2023-01-05'],
    ['1/23/2023', 'mdy', '2023-01-23'],
    ['23/1/2023', 'dmy', '2023-01-23'],
    ['1/23/23', 'mdy', '2023-01-23'],
    ['10/27/28', 'mdy', '2028-10-27'],
    ['3/4/75', 'mdy', '1975-03-04'],
    ['22.02.2024', 'dmy', '2024-02-22'],
    ['23 Jan 2023', 'mdy', '2023-01-23'],
    ['Jan 23, 2023', 'dmy', '2023-01-23'],
    ['44949', 'mdy', '2023-01-23'],
    ['2/30/2023', 'mdy', null],
    ['13/13/2023', 'mdy', null],
    ['soon', 'mdy', null],
    ['123', 'mdy', null],
  ])('%s (%s) → %s', (value, order, iso) => {
    expect(parseImportDate(value, order)).toBe(iso);
  });

  it.each<[string[], string]>([
    [['1/23/23', '3/1/23', '11/14/22'], 'mdy'],
    [['23/01/2023', '01/03/2023'], 'dmy'],
    [['03/04/2022', '05/06/2021'], 'ambiguous'],
    [['13/01/2022', '01/13/2022'], 'ambiguous'],
    [['01.02.2022'], 'dmy'],
    [['2022-01-01'], 'none'],
  ])('the file’s convention from all of %j is %s', (values, verdict) => {
    const evidence = emptyDateEvidence();
    for (const v of values) addDateEvidence(evidence, v);
    expect(decideDateOrder(evidence)).toBe(verdict);
  });
});

describe('money', () => {
  it.each<[string, number | null]>([
    ['2266.13', 2266.13],
    ['$12,480.00', 12480],
    ['12.480,00 €', 12480],
    ['1 234,5', 1234.5],
    ['USD 1,234', 1234],
    ['€1.234', 1234],
    ['0.125', 0.13],
    ['£ 99', 99],
    ['1,5', 1.5],
    ['(100)', -100],
    ['n/a', null],
    ['', null],
  ])('%s → %s', (value, amount) => {
    expect(parseMoney(value)).toBe(amount);
  });
});

describe('warranty months', () => {
  it.each<[string | null, string, string | null]>([
    ['2022-05-17', '24', '2024-05-17'],
    ['2020-01-31', '13', '2021-02-28'],
    ['2020-01-31', '36 months', '2023-01-31'],
    [null, '12', null],
    ['2020-01-01', 'lifetime', null],
  ])('%s + %s → %s', (purchase, months, expiry) => {
    expect(warrantyExpiryFrom(purchase, months)).toBe(expiry);
  });
});

describe('mapImportRecord', () => {
  const plan: ImportPlan = {
    headers: ['Name', 'Category', 'Status', 'Purchase Date', 'Cost', 'Warranty', 'Company', 'First', 'Last', 'Tag'],
    targets: [
      'name',
      'equipmentType',
      'status',
      'purchaseDate',
      'purchasePrice',
      'warrantyMonths',
      'keep',
      'custodianFirstName',
      'custodianLastName',
      'assetTag',
    ],
    dateOrder: 'mdy',
    statusMap: { Weird: 'inactive' },
    typeMap: {},
  };
  it('an unknown category is type other with its text as a tag, never a failed row; kept columns go to the notes', () => {
    const { cells, extras } = mapImportRecord(
      ['Backhoe', 'Ornamental Railings', 'Weird', '1/23/23', '$2,266.13', '14', 'Abshire and Sons', 'Gage', 'McCrackem', 'ICC-1'],
      plan,
    );
    expect(cells).toEqual({
      name: 'Backhoe',
      equipmentType: 'other',
      tags: 'ornamental railings',
      status: 'inactive',
      purchaseDate: '2023-01-23',
      purchasePrice: '2266.13',
      warrantyExpiry: '2024-03-23',
      notes: 'Company: Abshire and Sons',
    });
    expect(extras).toEqual({ custodian: { name: 'Gage McCrackem', email: null, alias: null }, assetTag: 'ICC-1', custom: {} });
  });
  it('a known category is its type; an unknown status takes the default; unparsable values pass through for the validator', () => {
    const { cells } = mapImportRecord(['Pump 1', 'Pumps', 'purple', 'soon', 'lots', '', '', '', '', ''], plan);
    expect(cells).toEqual({ name: 'Pump 1', equipmentType: 'pump', status: 'active', purchaseDate: 'soon', purchasePrice: 'lots' });
  });
});
