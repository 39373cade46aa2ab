import { describe, expect, it } from 'vitest';
import { bestMachines, candidateSearches, machineScore, unitNumberOf, type MachineCandidate } from './machine-match.rules.ts';

const m = (id: string, name: string, model: string | null, manufacturer: string | null, equipmentType: string | null, serial = null) =>
  ({ id, name, model, manufacturer, serial, equipmentType }) satisfies MachineCandidate;

const fleet = [
  m('cat320', 'EX-101 Cat 320 GC', '320 GC', 'Caterpillar', 'excavator'),
  m('cat336', 'EX-102 Cat 336 Next Gen', '336 Next Gen', 'Caterpillar', 'excavator'),
  m('ex7', 'Excavator 7', 'PC210LC-11', 'Komatsu', 'excavator'),
  m('ex107', 'EX-107 Volvo EC220E', 'EC220E', 'Volvo', 'excavator'),
  m('950m', 'LD-201 Cat 950M Wheel Loader', '950M Wheel Loader', 'Caterpillar', 'loader'),
  m('dt', 'DT-301 Volvo A40G', 'A40G', 'Volvo', 'dump_truck'),
];

describe('bestMachines', () => {
  it.each([
    ['CAT 320', ['cat320']],
    ['caterpillar 320', ['cat320']],
    ['excavator 7', ['ex7']],
    ['950M', ['950m']],
    ['the 950', ['950m']],
    ['EX-107', ['ex107']],
    ['dump truck', ['dt']],
    ['Cat', ['cat320', 'cat336', '950m']],
    ['bulldozer 9', []],
    ['the', []],
  ])('%s', (mention, ids) => {
    expect(bestMachines(mention, fleet).map((x) => x.id)).toEqual(ids);
  });

  // The demo fleet numbers machines in series (EX-101…EX-110): "excavator 7" is EX-107, the 7th excavator.
  const series = [
    m('ex101', 'EX-101 Cat 320 GC', '320 GC', 'Caterpillar', 'excavator'),
    m('ex107', 'EX-107 Hitachi ZX210LC-6', 'ZX210LC-6', 'Hitachi', 'excavator'),
    m('ex117', 'EX-117 Kubota KX057-5', 'KX057-5', 'Kubota', 'excavator'),
    m('ld107', 'LD-107 Volvo L120H', 'L120H', 'Volvo', 'loader'),
    m('dz007', 'DZ-007 Komatsu D61PXi-24', 'D61PXi-24', 'Komatsu', 'bulldozer'),
  ];
  it.each([
    ['excavator 7', ['ex107']],
    ['excavator number 17', ['ex117']],
    ['loader 7', ['ld107']],
    ['bulldozer 7', ['dz007']],
    ['excavator 20', []],
    ['excavator 107', ['ex107']],
  ])('fleet numbers in series: %s', (mention, ids) => {
    expect(bestMachines(mention, series).map((x) => x.id)).toEqual(ids);
  });

  it.each([
    ['EX-107 Hitachi ZX210LC-6', '107'],
    ['DZ007 Komatsu', '007'],
    ['DZ 007 Komatsu', null],
    ['Excavator 7', null],
    ['CAT 320 GC', null],
  ])('the fleet number of %s is %s', (name, unit) => expect(unitNumberOf(name)).toBe(unit));

  it('a word that fits nothing rules the machine out', () => {
    expect(machineScore('cat 999', fleet[0]!)).toBeNull();
  });
});

describe('candidateSearches', () => {
  it('the whole phrase, then the words longest first, then the makers’ other names', () => {
    expect(candidateSearches('CAT 320')).toEqual(['cat 320', 'cat', '320', 'caterpillar']);
    expect(candidateSearches('excavator 7')).toEqual(['excavator 7', 'excavator']);
  });
});
