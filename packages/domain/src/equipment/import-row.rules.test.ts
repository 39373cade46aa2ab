import { describe, expect, it } from 'vitest';
import { validateImportRow } from './import-row.rules.ts';

const now = new Date(Date.UTC(2026, 5, 1));

describe('validateImportRow (spec 02 §5 Bulk operations)', () => {
  it.each<[Record<string, string>, string[]]>([
    [{ name: '' }, ['Equipment name is required']],
    [{ name: '   ' }, ['Equipment name is required']],
    [{ name: 'X', year: '1899' }, ['Invalid year']],
    [{ name: 'X', year: '2028' }, ['Invalid year']],
    [{ name: 'X', year: 'nineteen' }, ['Invalid year']],
    [{ name: 'X', hours: '-1' }, ['Invalid hours value']],
    [{ name: 'X', hours: 'lots' }, ['Invalid hours value']],
    [{ name: 'X', purchasePrice: '-5' }, ['Invalid purchase price']],
    [{ name: 'X', depreciationRate: '101' }, ['Invalid depreciation rate (should be 0-100)']],
    [
      { name: 'X', status: 'broken' },
      ['Invalid status. Must be one of: active, idle, maintenance, repair, out_of_service, inactive, retired'],
    ],
    [{ name: 'X', purchaseDate: '31/31/2020' }, ['Invalid purchase date format']],
    // now is 2026-06-01 UTC: the 2nd is still today somewhere (UTC+14), the 3rd is the future everywhere.
    [{ name: 'X', purchaseDate: '2026-06-03' }, ['Purchase date cannot be in the future']],
    [{ name: 'X', lastServiceDate: 'soon' }, ['Invalid last service date format']],
    [{ name: 'X', nextServiceDate: '2020-13-01' }, ['Invalid next service date format']],
    [
      { name: 'X', equipmentType: 'spaceship' },
      [
        'Invalid equipment type. Must be one of: excavator, bulldozer, crane, loader, dump_truck, compactor, generator, pump, tool, vehicle, other',
      ],
    ],
    [{ name: 'X', currentConditionRating: '11' }, ['Condition rating must be between 1 and 10']],
    [{ name: 'X', tags: 'a,b,c,d,e,f,g,h,i,j,k' }, ['At most 10 tags']],
    [{ name: 'X'.repeat(101) }, ['Name is too long (at most 100 characters)']],
    [{ name: 'X', location: 'L'.repeat(201) }, ['Location is too long (at most 200 characters)']],
    [{ name: 'X', notes: 'n'.repeat(10_000) }, ['Notes is too long (at most 5000 characters)']],
    [{ name: 'X', qrCodeId: 'EQ 1' }, ['Invalid QR code ID (letters, digits and hyphens only)']],
    [{ name: '', year: '1800', hours: '-2' }, ['Equipment name is required', 'Invalid year', 'Invalid hours value']],
  ])('%j → %j', (cells, errors) => {
    const out = validateImportRow(cells, now);
    expect(out.errors).toEqual(errors);
    expect(out.draft).toBeNull();
  });

  it('maps a full row, with aliases of status, type and schedule, formula escapes undone', () => {
    const out = validateImportRow(
      {
        name: ' CAT 320 ',
        manufacturer: 'Caterpillar',
        model: '320',
        serial: 'SN-1',
        equipmentType: 'Excavator',
        status: 'Operational',
        year: '2019',
        hours: '1,250.5',
        location: 'Main Yard',
        notes: "'-5 degrees start",
        priority: 'High',
        purchaseDate: '3/7/2019',
        warrantyExpiry: '2027-03-07',
        purchasePrice: '$250,000.00',
        depreciationRate: '10',
        currentConditionRating: '8',
        maintenanceSchedule: 'Semi-Annual',
        tags: 'Hydraulic; Night Shift, hydraulic',
        qrCodeId: 'eq-abcd1234',
      },
      now,
    );
    expect(out.errors).toEqual([]);
    expect(out.draft).toMatchObject({
      name: 'CAT 320',
      manufacturer: 'Caterpillar',
      serial: 'SN-1',
      equipmentType: 'excavator',
      status: 'active',
      year: 2019,
      hours: 1250.5,
      notes: '-5 degrees start',
      priority: 'high',
      purchaseDate: '2019-03-07',
      warrantyExpiry: '2027-03-07',
      purchasePrice: 250000,
      depreciationRate: 10,
      currentConditionRating: 8,
      maintenanceSchedule: 'semi_annual',
      tags: ['hydraulic', 'night shift'],
      qrCodeId: 'EQ-ABCD1234',
      description: null,
      currentValue: null,
    });
  });

  it.each([
    [{ name: 'X' }, { status: 'active', maintenanceSchedule: 'monthly', tags: [], year: null, serial: null }],
    [{ name: 'X', status: 'OUT OF SERVICE' }, { status: 'out_of_service' }],
    [{ name: 'X', status: 'inactive' }, { status: 'inactive' }],
    [{ name: 'X', year: '2027' }, { year: 2027 }],
    [{ name: 'X', purchaseDate: '2026-06-02' }, { purchaseDate: '2026-06-02' }],
  ])('%j → %j', (cells, expected) => {
    expect(validateImportRow(cells, now).draft).toMatchObject(expected);
  });
});
