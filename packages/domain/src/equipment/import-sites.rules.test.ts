import { describe, expect, it } from 'vitest';
import { siteMatcher, siteNameKey } from './import-sites.rules.ts';

const sites = [
  { id: 'north', name: 'North Yard' },
  { id: 'pit', name: 'Pit 2 — East' },
  { id: 'cafe', name: 'Café Terrace' },
  { id: 'dup-1', name: 'Depot' },
  { id: 'dup-2', name: 'depot ' },
];
const match = siteMatcher(sites);

describe('Location → job site (issue 19 item 7)', () => {
  it.each([
    ['North Yard', 'north'],
    ['north yard', 'north'],
    ['  NORTH YARD  ', 'north'],
    ['North \t  Yard', 'north'],
    ['North\u00a0Yard', 'north'],
    ['pit 2 — east', 'pit'],
    ['CAFÉ TERRACE', 'cafe'],
    ['Cafe\u0301 Terrace', 'cafe'],
    ['NorthYard', null],
    ['North Yard 2', null],
    ['North', null],
    ['Depot', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %s', (location, id) => {
    expect(match(location)).toBe(id);
  });

  it('keys trim, fold case and collapse whitespace', () => {
    expect(siteNameKey('  A   b\nC ')).toBe('a b c');
  });

  it('no sites match nothing', () => {
    expect(siteMatcher([])('North Yard')).toBeNull();
  });
});
