import { describe, expect, it } from 'vitest';
import { reservationMessages as m } from './messages.ts';
import { endAfterHours, isOpenReservation, reservationStateOf, reservationWindowProblem, windowsOverlap } from './reservation.rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('derived state (spec 02 §4: active inside the window, completed after)', () => {
  it.each([
    ['pending', '2026-03-11T08:00:00Z', '2026-03-11T12:00:00Z', 'pending'],
    ['confirmed', '2026-03-11T08:00:00Z', '2026-03-11T12:00:00Z', 'confirmed'],
    ['confirmed', '2026-03-10T10:00:00Z', '2026-03-10T14:00:00Z', 'active'],
    ['pending', '2026-03-10T10:00:00Z', '2026-03-10T14:00:00Z', 'active'],
    ['confirmed', '2026-03-10T12:00:00Z', '2026-03-10T16:00:00Z', 'active'],
    ['confirmed', '2026-03-10T08:00:00Z', '2026-03-10T12:00:00Z', 'completed'],
    ['pending', '2026-03-09T08:00:00Z', '2026-03-09T12:00:00Z', 'expired'],
    ['cancelled', '2026-03-10T10:00:00Z', '2026-03-10T14:00:00Z', 'cancelled'],
    ['cancelled', '2026-03-09T08:00:00Z', '2026-03-09T12:00:00Z', 'cancelled'],
  ] as const)('%s %s–%s → %s', (status, start, end, state) => {
    expect(reservationStateOf({ status, startAt: at(start), endAt: at(end) }, now)).toBe(state);
  });

  it.each([
    ['pending', '2026-03-10T13:00:00Z', true],
    ['confirmed', '2026-03-10T12:00:01Z', true],
    ['confirmed', '2026-03-10T12:00:00Z', false],
    ['cancelled', '2026-03-11T12:00:00Z', false],
  ] as const)('open: %s ending %s → %s', (status, end, open) => {
    expect(isOpenReservation({ status, endAt: at(end) }, now)).toBe(open);
  });
});

describe('window rules (spec 02 §9: 1-24 h, default 4; past dates refused; multi-day on Professional and up)', () => {
  it.each([
    ['4 h tomorrow, basic', '2026-03-11T08:00:00Z', 4, false, null],
    ['exactly 1 h', '2026-03-11T08:00:00Z', 1, false, null],
    ['exactly 24 h on basic', '2026-03-11T08:00:00Z', 24, false, null],
    ['30 minutes', '2026-03-11T08:00:00Z', 0.5, false, m.tooShort],
    ['25 h on basic', '2026-03-11T08:00:00Z', 25, false, m.tooLongBasic],
    ['25 h on professional', '2026-03-11T08:00:00Z', 25, true, null],
    ['30 days on professional', '2026-03-11T08:00:00Z', 30 * 24, true, null],
    ['31 days on professional', '2026-03-11T08:00:00Z', 31 * 24, true, m.tooLong(30)],
    ['yesterday', '2026-03-09T08:00:00Z', 4, false, m.startInPast],
    ['an hour ago', '2026-03-10T11:00:00Z', 4, true, m.startInPast],
    ['two minutes ago (grace)', '2026-03-10T11:58:00Z', 4, false, null],
    ['end before start', '2026-03-11T08:00:00Z', -2, false, m.endBeforeStart],
    ['end equal to start', '2026-03-11T08:00:00Z', 0, false, m.endBeforeStart],
  ] as const)('%s', (_name, start, hours, multiDay, problem) => {
    const startAt = at(start);
    expect(reservationWindowProblem({ startAt, endAt: endAfterHours(startAt, hours), now, multiDay })).toBe(problem);
  });

  it('an update that keeps a passed start may still move the end', () => {
    const startAt = at('2026-03-10T10:00:00Z');
    expect(reservationWindowProblem({ startAt, endAt: at('2026-03-10T15:00:00Z'), now, multiDay: false, checkStart: false })).toBeNull();
    expect(reservationWindowProblem({ startAt, endAt: at('2026-03-10T11:30:00Z'), now, multiDay: false, checkStart: false })).toBe(
      m.alreadyOver,
    );
  });
});

describe('overlap ([start, end), as the exclusion constraint)', () => {
  const a = { startAt: at('2026-03-11T08:00:00Z'), endAt: at('2026-03-11T12:00:00Z') };
  it.each([
    ['inside', '2026-03-11T09:00:00Z', '2026-03-11T10:00:00Z', true],
    ['straddles the start', '2026-03-11T06:00:00Z', '2026-03-11T09:00:00Z', true],
    ['touches the end', '2026-03-11T12:00:00Z', '2026-03-11T14:00:00Z', false],
    ['touches the start', '2026-03-11T04:00:00Z', '2026-03-11T08:00:00Z', false],
  ] as const)('%s → %s', (_name, start, end, overlap) => {
    expect(windowsOverlap(a, { startAt: at(start), endAt: at(end) })).toBe(overlap);
  });
});
