import { describe, expect, it } from 'vitest';
import { normaliseShippingAddress, shippingAddressProblem, shipToLines, shipToMessages, shipToOf } from './ship-to.rules.ts';

describe('ship-to addresses (issue 13.5)', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['  \n \r\n ', null],
    ['  Northwind Yard 3 ', 'Northwind Yard 3'],
    [
      'Northwind Yard 3\r\n\r\n  1200  Industrial   Way \nSpringfield, IL 62701\n',
      'Northwind Yard 3\n1200 Industrial Way\nSpringfield, IL 62701',
    ],
    ['ul. Łódzka 12\r90-001 Łódź\nPolska', 'ul. Łódzka 12\n90-001 Łódź\nPolska'],
  ])('normalises %j to %j', (input, stored) => {
    expect(normaliseShippingAddress(input)).toBe(stored);
  });

  it.each([
    [null, null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), shipToMessages.tooLong],
    [['1', '2', '3', '4', '5', '6'].join('\n'), null],
    [['1', '2', '3', '4', '5', '6', '7'].join('\n'), shipToMessages.tooManyLines],
  ])('checks %j', (address, problem) => {
    expect(shippingAddressProblem(address)).toBe(problem);
  });

  it.each([
    ['Site 7\nDock B', 'Yard 3', { address: 'Site 7\nDock B', source: 'order' }],
    [null, 'Yard 3', { address: 'Yard 3', source: 'company' }],
    [null, null, { address: null, source: 'none' }],
  ] as const)('order %j, company %j → %j', (order, company, shipTo) => {
    expect(shipToOf(order, company)).toEqual(shipTo);
  });

  it('prints the lines, or says there is no address', () => {
    expect(shipToLines({ address: 'Site 7\nDock B', source: 'order' })).toEqual(['Site 7', 'Dock B']);
    expect(shipToLines({ address: null, source: 'none' })).toEqual(['No shipping address on file']);
  });
});
