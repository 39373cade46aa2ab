import { describe, expect, it } from 'vitest';
import { bestMachines, candidateSearches, machineScore, type MachineCandidate } from './machine-match.rules.ts';

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
