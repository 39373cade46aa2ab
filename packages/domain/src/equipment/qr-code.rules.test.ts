import { describe, expect, it } from 'vitest';
import { codeLookupOrder, extractEquipmentCode, isQrCodeId, newQrCodeId, qrPngFileName, qrTargetUrl } from './qr-code.rules.ts';

const uuid = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('extractEquipmentCode (spec 02 §5 Scanner: returnTo, URL path, /equipment/{id}, bare code)', () => {
  it.each<[string, string | null]>([
    ['https://portal.example.com/equipment/EQ-AB12CD34', 'EQ-AB12CD34'],
    ['https://portal.example.com/equipment/EQ-AB12CD34?from=scanner', 'EQ-AB12CD34'],
    ['https://portal.example.com/equipment/EQ-AB12CD34/', 'EQ-AB12CD34'],
    [`https://portal.example.com/equipment/${uuid}`, uuid],
    ['https://portal.example.com/auth?returnTo=%2Fequipment%2FEQ-RET00001', 'EQ-RET00001'],
    ['https://portal.example.com/equipment/EQ-PATH0001?returnTo=%2Fequipment%2FEQ-RET00001', 'EQ-RET00001'],
    ['https://portal.example.com/auth?returnTo=%2Fdashboard', null],
    ['https://portal.example.com/dashboard/equipment/EQ-DASH0001/manual', 'EQ-DASH0001'],
    ['/equipment/EQ-DIRECT01', 'EQ-DIRECT01'],
    ['/equipment/EQ-DIRECT01?from=scanner', 'EQ-DIRECT01'],
    ['  EQ-BARE0001  ', 'EQ-BARE0001'],
    [uuid, uuid],
    ['GRS-AB12-123456', 'GRS-AB12-123456'],
    ['https://portal.example.com/about', null],
    ['ftp://host/equipment/EQ-FTP00001', null],
    ['hello world', null],
    ['EQ-1;drop table', null],
    ['', null],
    ['   ', null],
    ['x'.repeat(101), null],
  ])('%j → %j', (text, expected) => {
    expect(extractEquipmentCode(text)).toBe(expected);
  });
});

describe('QR id format (spec 01 §3: EQ- plus 8 uppercase characters)', () => {
  it.each([
    [[0, 1, 2, 3, 4, 5, 6, 7], 'EQ-ABCDEFGH'],
    [[25, 26, 35, 36, 255, 61, 70, 0], 'EQ-Z09ADZ8A'],
  ])('bytes %j → %s', (bytes, expected) => {
    expect(newQrCodeId(bytes)).toBe(expected);
    expect(isQrCodeId(expected)).toBe(true);
  });

  it.each([
    ['EQ-ABCDEFGH', true],
    ['GRS-AB12-123456', true],
    ['eq-abcdefgh', false],
    ['EQ-ABCDEFG', false],
    ['EQ-ABCDEFGHI', false],
    ['GRS-AB12-12345', false],
  ])('isQrCodeId(%s) → %s', (code, expected) => expect(isQrCodeId(code)).toBe(expected));

  it('refuses fewer than 8 random bytes', () => {
    expect(() => newQrCodeId([1, 2, 3])).toThrow();
  });
});

describe('codeLookupOrder (by QR id, then by id for a UUID)', () => {
  it.each([
    ['EQ-ABCDEFGH', [{ by: 'qrCodeId', value: 'EQ-ABCDEFGH' }]],
    ['eq-abcdefgh', [{ by: 'qrCodeId', value: 'EQ-ABCDEFGH' }]],
    ['custom-code', [{ by: 'qrCodeId', value: 'custom-code' }]],
    [
      uuid.toUpperCase(),
      [
        { by: 'qrCodeId', value: uuid.toUpperCase() },
        { by: 'id', value: uuid },
      ],
    ],
  ])('%s → %j', (code, expected) => expect(codeLookupOrder(code)).toEqual(expected));
});

describe('qrTargetUrl and qrPngFileName (spec 02 §2, §9)', () => {
  it.each([
    ['https://portal.example.com', 'EQ-ABCDEFGH', 'https://portal.example.com/equipment/EQ-ABCDEFGH'],
    ['https://portal.example.com/', 'EQ-ABCDEFGH', 'https://portal.example.com/equipment/EQ-ABCDEFGH'],
  ])('%s + %s → %s', (base, code, url) => expect(qrTargetUrl(base, code)).toBe(url));

  it.each([
    ['CAT 320 Excavator', 'CAT_320_Excavator_QR_Complete.png'],
    ['../../etc/passwd', '.._.._etc_passwd_QR_Complete.png'],
    ['Loader #7 (yard)', 'Loader_7_yard_QR_Complete.png'],
    ['Pelle "mécanique"', 'Pelle_m_canique_QR_Complete.png'],
    ['   ', 'equipment_QR_Complete.png'],
  ])('%j → %s', (name, file) => expect(qrPngFileName(name)).toBe(file));
});
