import { describe, expect, it } from 'vitest';
import {
  customColumnOf,
  detectSourceFormat,
  duplicateTarget,
  suggestMapping,
  targetOfHeader,
  type ImportTarget,
} from './import-mapping.rules.ts';

describe('the alias table maps the peers’ own headers (issue 19 item 2)', () => {
  it.each<[string, ImportTarget | null]>([
    // Snipe-IT
    ['item Name', 'name'],
    ['Name', 'name'],
    ['Asset Tag', 'assetTag'],
    ['Serial', 'serial'],
    ['Serial Number', 'serial'],
    ['Model name', 'model'],
    ['Model Number', 'model'],
    ['Category', 'equipmentType'],
    ['Manufacturer', 'manufacturer'],
    ['Location', 'location'],
    ['Purchase Date', 'purchaseDate'],
    ['Purchase Cost', 'purchasePrice'],
    ['Warranty Months', 'warrantyMonths'],
    ['Warranty', 'warrantyMonths'],
    ['Status', 'status'],
    ['Notes', 'notes'],
    ['Asset Notes', 'notes'],
    ['Checked Out To', 'custodian'],
    ['Checked Out To: Username', 'custodian'],
    ['Checked Out To: Email', 'custodianEmail'],
    ['Checked Out To: First Name', 'custodianFirstName'],
    ['Checked Out To: Last Name', 'custodianLastName'],
    ['Supplier', null],
    ['Company', null],
    // Shelf
    ['title', 'name'],
    ['description', 'description'],
    ['category', 'equipmentType'],
    ['tags', 'tags'],
    ['location', 'location'],
    ['valuation', 'currentValue'],
    ['custodian', 'custodian'],
    ['qrId', 'assetTag'],
    ['QR Code', 'qrCodeId'],
    // Atlas CMMS
    ['Location Name', 'location'],
    ['Barcode', 'assetTag'],
    ['Warranty Expiration Date', 'warrantyExpiry'],
    ['Acquisition cost', 'purchasePrice'],
    ['Assigned To', 'custodian'],
    // Spreadsheet words and our own export
    ['Equipment Name', 'name'],
    ['MAKE', 'manufacturer'],
    ['serial_number', 'serial'],
    ['S/N', 'serial'],
    ['Operating Hours', 'hours'],
    ['QR Code ID', 'qrCodeId'],
    ['Comments', 'notes'],
    ['', null],
  ])('%j → %s', (header, target) => {
    expect(targetOfHeader(header)).toBe(target);
  });
});

describe('suggestMapping', () => {
  it('keeps unknown columns and a second column for a field taken already (Model and Model Number)', () => {
    const { format, targets } = suggestMapping(['Company', 'Name', 'Asset Tag', 'Model', 'Model Number', 'Checked Out To: Location', '']);
    expect(format).toBe('snipe-it');
    expect(targets).toEqual(['keep', 'name', 'assetTag', 'model', 'keep', 'keep', 'ignore']);
  });

  it("Snipe-IT's mock export: 'item Name' is the machine and 'Name' the person holding it", () => {
    const { format, targets } = suggestMapping(['Name', 'Email', 'Username', 'item Name', 'Category', 'Asset Tag', 'Status', 'Warranty']);
    expect(format).toBe('snipe-it');
    expect(targets).toEqual(['custodian', 'custodianEmail', 'keep', 'name', 'equipmentType', 'assetTag', 'status', 'warrantyMonths']);
  });

  it("a bare Email column is the holder's only beside a person column", () => {
    expect(suggestMapping(['Machine', 'Assigned To', 'E-mail']).targets).toEqual(['name', 'custodian', 'custodianEmail']);
    expect(suggestMapping(['Machine', 'Email']).targets).toEqual(['name', 'keep']);
    expect(suggestMapping(['Machine', 'Assigned To', 'Assigned To Email', 'Email']).targets).toEqual([
      'name',
      'custodian',
      'custodianEmail',
      'keep',
    ]);
  });

  it('our own export maps one to one and ignores the computed Availability column', () => {
    const { format, targets } = suggestMapping(['Name', 'Equipment Type', 'Condition Rating', 'QR Code ID', 'Availability']);
    expect(format).toBe('gears');
    expect(targets).toEqual(['name', 'equipmentType', 'currentConditionRating', 'qrCodeId', 'ignore']);
  });

  it.each<[string[], string | null]>([
    [['Company', 'Name', 'Asset Tag', 'Category', 'Checkout Type'], 'snipe-it'],
    [['qrId', 'title', 'description', 'valuation', 'custodian'], 'shelf'],
    [['Name', 'Status', 'Location Name', 'Barcode', 'Acquisition cost'], 'atlas-cmms'],
    [['Name', 'Serial'], null],
  ])('recognises %j as %s', (headers, format) => {
    expect(detectSourceFormat(headers)).toBe(format);
  });

  it("Shelf's cf: columns are custom fields with their types", () => {
    expect(
      suggestMapping(['title', 'cf: Serial number,type:text', 'cf:brand, type:option', 'cf:purchase date, type:date', 'cf: Hours']).targets,
    ).toEqual(['name', 'custom:Serial number', 'custom:brand', 'custom:purchase date', 'custom:Hours']);
    expect(customColumnOf('cf:brand, type:option')).toEqual({ name: 'brand', type: 'options' });
    expect(customColumnOf('cf: Price, type:amount')).toEqual({ name: 'Price', type: 'money' });
    expect(customColumnOf('Brand')).toBeNull();
  });

  it('a field chosen for two columns is named', () => {
    expect(duplicateTarget(['Name', 'Title'], ['name', 'name'])).toBe('Name is mapped from more than one column (Title)');
    expect(duplicateTarget(['A', 'B'], ['keep', 'keep'])).toBeNull();
  });
});
