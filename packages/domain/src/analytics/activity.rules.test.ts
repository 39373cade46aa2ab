import { describe, expect, it } from 'vitest';
import { activityPattern, busiestWeekday } from './activity.rules.ts';
import { activityQuery } from './analytics.schema.ts';

describe('activity patterns', () => {
  const scans = [
    { weekday: 1, hour: 8, count: 3 },
    { weekday: 1, hour: 9, count: 1 },
    { weekday: 7, hour: 23, count: 2 },
  ];
  const tasks = [{ weekday: 3, hour: 8, count: 5 }];

  it('totals by weekday (Monday first) and by hour, every slot present', () => {
    const p = activityPattern(scans, tasks);
    expect(p.byWeekday).toHaveLength(7);
    expect(p.byWeekday[0]).toEqual({ weekday: 'Monday', scans: 4, tasks: 0 });
    expect(p.byWeekday[2]).toEqual({ weekday: 'Wednesday', scans: 0, tasks: 5 });
    expect(p.byWeekday[6]).toEqual({ weekday: 'Sunday', scans: 2, tasks: 0 });
    expect(p.byHour).toHaveLength(24);
    expect(p.byHour[8]).toEqual({ hour: 8, scans: 3, tasks: 5 });
    expect(p.byHour[23]).toEqual({ hour: 23, scans: 2, tasks: 0 });
    expect(p.byHour[0]).toEqual({ hour: 0, scans: 0, tasks: 0 });
  });

  it.each([
    [scans, tasks, 'Wednesday'],
    [scans, [], 'Monday'],
    [[], [], null],
  ])('busiest weekday', (s, t, day) => expect(busiestWeekday(activityPattern(s, t).byWeekday)).toBe(day));

  it.each([
    ['UTC', true],
    ['Europe/Berlin', true],
    ['America/Los_Angeles', true],
    ['Mars/Olympus', false],
    ["UTC'; drop table x", false],
  ])('time zone %s → %s', (timeZone, ok) => expect(activityQuery.safeParse({ timeZone }).success).toBe(ok));
});
