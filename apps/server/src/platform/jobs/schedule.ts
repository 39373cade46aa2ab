/** When recurring work runs: every N seconds, or once a day at a UTC time ('02:00'). */
export type Schedule = { everySeconds: number } | { dailyAt: string };

const dailyPattern = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Reads 'every 30 s' / 'every 5 min' / 'daily 02:00'; throws on anything else (schedules are written in code). */
export function parseSchedule(text: string): Schedule {
  const every = text.match(/^every (\d+) ?(s|min|h)$/);
  if (every) {
    const unit = every[2] === 's' ? 1 : every[2] === 'min' ? 60 : 3600;
    const seconds = Number(every[1]) * unit;
    if (seconds > 0) return { everySeconds: seconds };
  }
  const daily = text.match(/^daily (\S+)$/);
  if (daily && dailyPattern.test(daily[1]!)) return { dailyAt: daily[1]! };
  throw new Error(`Unknown schedule '${text}': use 'every 30 s', 'every 5 min', 'every 1 h' or 'daily 02:00' (UTC).`);
}

/** The first run strictly after `after`. */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  if ('everySeconds' in schedule) return new Date(after.getTime() + schedule.everySeconds * 1000);
  const [, h, m, s] = schedule.dailyAt.match(dailyPattern)!;
  const today = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), Number(h), Number(m), Number(s ?? 0));
  return new Date(today > after.getTime() ? today : today + 86_400_000);
}
