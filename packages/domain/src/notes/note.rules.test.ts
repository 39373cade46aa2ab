import { describe, expect, it } from 'vitest';
import { canSeeNote, quoteTitleFromNote, urgencyFromPriority } from './note.rules.ts';

describe('who sees a note (spec 02 §6)', () => {
  const author = 'u-1';
  it.each([
    ['technician, own', 'technician', author, true],
    ['technician, another', 'technician', 'u-2', false],
    ['manager, another', 'manager', 'u-2', false],
    ['supervisor, own', 'supervisor', author, true],
    ['client admin, another', 'client_admin', 'u-2', true],
    ['provider admin, another', 'gears_admin', 'u-2', true],
    ['unknown role, own', 'operator', author, true],
    ['manager, author gone', 'manager', null, false],
  ] as const)('%s → %s', (_name, role, createdBy, expected) => {
    expect(canSeeNote({ role, userId: author }, { createdBy })).toBe(expected);
  });
});

describe('a note as a quote request', () => {
  it.each([
    [{ title: 'Replace boom hose', content: 'x' }, 'Replace boom hose'],
    [
      { title: null, content: 'Hydraulic   hose\nleaking at the boom cylinder, replace both hoses and the clamp' },
      'Hydraulic hose leaking at the boom cylinder, repla',
    ],
    [{ title: '  ', content: 'Short' }, 'Short'],
  ])('%o → %s', (note, title) => expect(quoteTitleFromNote(note)).toBe(title));
  it.each([
    ['High', 'high'],
    ['Medium', 'medium'],
    ['Low', 'low'],
    [null, 'medium'],
  ] as const)('%s → %s', (p, u) => expect(urgencyFromPriority(p)).toBe(u));
});
