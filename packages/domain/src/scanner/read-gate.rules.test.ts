import { describe, expect, it } from 'vitest';
import { emptyReadGate, offerRead, type ReadGate } from './read-gate.rules.ts';

/** Feeds reads [code, ms] through the gate and lists which were accepted. */
function run(reads: [string, number][], continuous: boolean): string[] {
  let gate: ReadGate = emptyReadGate;
  const accepted: string[] = [];
  for (const [code, at] of reads) {
    const out = offerRead(gate, code, at, continuous);
    gate = out.gate;
    if (out.accepted) accepted.push(`${code.trim()}@${at}`);
  }
  return accepted;
}

describe('offerRead, single mode (spec 02 §4: the same code twice within 1200 ms)', () => {
  it.each<[string, [string, number][], string[]]>([
    ['one read is not enough', [['EQ-A', 0]], []],
    [
      'twice within the window',
      [
        ['EQ-A', 0],
        ['EQ-A', 1200],
      ],
      ['EQ-A@1200'],
    ],
    [
      'twice, too far apart',
      [
        ['EQ-A', 0],
        ['EQ-A', 1201],
      ],
      [],
    ],
    [
      'too far apart, then a third read confirms',
      [
        ['EQ-A', 0],
        ['EQ-A', 1500],
        ['EQ-A', 2000],
      ],
      ['EQ-A@2000'],
    ],
    [
      'two different codes',
      [
        ['EQ-A', 0],
        ['EQ-B', 100],
      ],
      [],
    ],
    [
      'a different code in between resets',
      [
        ['EQ-A', 0],
        ['EQ-B', 100],
        ['EQ-A', 200],
      ],
      [],
    ],
    [
      'blank reads are ignored',
      [
        ['EQ-A', 0],
        ['  ', 50],
        ['EQ-A', 100],
      ],
      ['EQ-A@100'],
    ],
    [
      'surrounding spaces do not matter',
      [
        ['EQ-A ', 0],
        [' EQ-A', 100],
      ],
      ['EQ-A@100'],
    ],
  ])('%s', (_, reads, expected) => expect(run(reads, false)).toEqual(expected));
});

describe('offerRead, continuous mode', () => {
  it.each<[string, [string, number][], string[]]>([
    [
      'each new code at once',
      [
        ['EQ-A', 0],
        ['EQ-B', 10],
      ],
      ['EQ-A@0', 'EQ-B@10'],
    ],
    [
      'the same label held in view is handled once',
      [
        ['EQ-A', 0],
        ['EQ-A', 200],
        ['EQ-A', 29_999],
      ],
      ['EQ-A@0'],
    ],
    [
      'again after 30 s',
      [
        ['EQ-A', 0],
        ['EQ-A', 30_000],
      ],
      ['EQ-A@0', 'EQ-A@30000'],
    ],
    [
      'back to a code after another one',
      [
        ['EQ-A', 0],
        ['EQ-B', 100],
        ['EQ-A', 200],
      ],
      ['EQ-A@0', 'EQ-B@100', 'EQ-A@200'],
    ],
  ])('%s', (_, reads, expected) => expect(run(reads, true)).toEqual(expected));
});
