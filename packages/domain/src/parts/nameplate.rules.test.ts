import { describe, expect, it } from 'vitest';
import { isNoiseLine, suggestPartFromText, type PartSuggestion } from './nameplate.rules.ts';

const none: PartSuggestion = { partName: null, partNumber: null, manufacturer: null, description: null };

describe('suggestPartFromText: nameplates as OCR reads them', () => {
  it.each<[string, string, PartSuggestion]>([
    [
      'a short label: name, number, maker on its own line',
      'HYDRAULIC FILTER\nPART NO. 1R-0750\nCATERPILLAR',
      { partName: 'HYDRAULIC FILTER', partNumber: '1R-0750', manufacturer: 'Caterpillar', description: null },
    ],
    [
      'labels with values on the same line',
      'MFR: Fleetguard\nAir Filter Element\nP/N AF25436\nMade in USA',
      { partName: 'Air Filter Element', partNumber: 'AF25436', manufacturer: 'Fleetguard', description: 'Made in USA' },
    ],
    [
      'labels standing alone, the value on the next line',
      'MANUFACTURER\nDonaldson\nDESCRIPTION\nAIR FILTER, PRIMARY RADIALSEAL\nPART NO.\nP828889\nQTY 1',
      { partName: 'AIR FILTER, PRIMARY RADIALSEAL', partNumber: 'P828889', manufacturer: 'Donaldson', description: 'QTY 1' },
    ],
    [
      'a pump plate: maker with a corporate suffix above the name, model and serial kept as details, not as the number',
      'PARKER HANNIFIN CORP\nHYDRAULIC PUMP\nMODEL: PV046R1K1T1NMMC\nP/N 3349111734\nS/N: 0B1234567\nMADE IN USA',
      {
        partName: 'HYDRAULIC PUMP',
        partNumber: '3349111734',
        manufacturer: 'Parker Hannifin',
        description: 'Model: PV046R1K1T1NMMC; S/N: 0B1234567; MADE IN USA',
      },
    ],
    [
      'OCR noise: bars, dashes, M0DEL, a spaced S/N label, a line of digits',
      '| CATERPILLAR INC. |\n—— ~ ——\nM0DEL: 320 GC\nS / N : ZBA01234\nP/N: 1R-0750\nDESC: HYDRAULIC OIL FILTER\n1 | 11 |! 0 2024',
      { partName: 'HYDRAULIC OIL FILTER', partNumber: '1R-0750', manufacturer: 'Caterpillar', description: 'Model: 320 GC; S/N: ZBA01234' },
    ],
    [
      'two labels on one line, PIN read for P/N',
      'KOMATSU\nMODEL PC210LC-11   S/N 500123\nPIN: 20Y-60-32120\nPILOT FILTER',
      { partName: 'PILOT FILTER', partNumber: '20Y-60-32120', manufacturer: 'Komatsu', description: 'Model: PC210LC-11; S/N: 500123' },
    ],
    [
      'a serial number is never taken for the part number',
      'WATER SEPARATOR\nSERIAL NO 44812345\nFS1280',
      { partName: 'WATER SEPARATOR', partNumber: 'FS1280', manufacturer: null, description: 'S/N: 44812345' },
    ],
    [
      'the date of manufacture is not the maker; warnings are not the name',
      'WARNING: HIGH PRESSURE\nMFG DATE 03/2023\nRELIEF VALVE ASSY\nMADE BY: Acme Hydraulics Inc.',
      {
        partName: 'RELIEF VALVE ASSY',
        partNumber: null,
        manufacturer: 'Acme Hydraulics Inc.',
        description: 'WARNING: HIGH PRESSURE; MFG DATE 03/2023',
      },
    ],
    [
      'an ITEM NAME label names the part',
      'ITEM NAME: Track Roller, Double Flange\nITEM NO: TR-2210\nBERCO',
      { partName: 'Track Roller, Double Flange', partNumber: 'TR-2210', manufacturer: 'Berco', description: null },
    ],
    [
      'CAT on a line of its own is Caterpillar',
      'CAT\n1R-0750\nFILTER AS-HYDRAULIC',
      { partName: 'FILTER AS-HYDRAULIC', partNumber: '1R-0750', manufacturer: 'Caterpillar', description: null },
    ],
    [
      'a date is never the number; a Cat-style 123-4567 is',
      'SEAL KIT\n15.01.2024\n123-4567',
      { partName: 'SEAL KIT', partNumber: '123-4567', manufacturer: null, description: null },
    ],
    [
      'a large part number printed in groups above the name (Bosch style)',
      'BOSCH\n0 124 555 009\nAlternator 14V 150A\nMade in Germany',
      { partName: 'Alternator 14V 150A', partNumber: '0 124 555 009', manufacturer: 'Bosch', description: 'Made in Germany' },
    ],
    [
      'a labelled number printed in groups',
      'STARTER MOTOR\nP/N 0 001 109 062',
      { partName: 'STARTER MOTOR', partNumber: '0 001 109 062', manufacturer: null, description: null },
    ],
    ['just a number', 'TSB-5510', { ...none, partNumber: 'TSB-5510' }],
    ['nothing read', '', none],
    ['only debris', '|||\n— 1 —\n0 0 1 1 ;', none],
  ])('%s', (_, text, expected) => expect(suggestPartFromText(text)).toEqual(expected));

  it("prefers the company's own spelling of a maker from its catalogue", () => {
    expect(suggestPartFromText('NORTHWIND FAB\nBUCKET TOOTH\nP/N NW-118', ['Northwind Fab'])).toEqual({
      partName: 'BUCKET TOOTH',
      partNumber: 'NW-118',
      manufacturer: 'Northwind Fab',
      description: null,
    });
    // Without the catalogue the unknown maker reads as the name: the first readable line.
    expect(suggestPartFromText('NORTHWIND FAB\nBUCKET TOOTH\nP/N NW-118').partName).toBe('NORTHWIND FAB');
  });
});

describe('isNoiseLine', () => {
  it.each([
    ['0123 4567 8901', true],
    ['—— ~ ——', true],
    ['1 | 11 |! 0 2024', true],
    ['a e ; i 1', true],
    ['12/03/2024', true],
    ['HYDRAULIC FILTER', false],
    ['QTY 1', false],
    ['1R-0750 FILTER', false],
  ])('%s → %s', (line, noise) => expect(isNoiseLine(line)).toBe(noise));
});
