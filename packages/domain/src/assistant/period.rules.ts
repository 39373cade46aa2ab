/**
 * Periods named in a question ("this year", "last month", "in the last 90 days", "in 2025"), as inclusive ISO date
 * ranges around `today` (YYYY-MM-DD). The label is what the answer says back, so the person sees which days were counted.
 */
export type AssistantPeriod = { from: string; to: string; label: string };

const iso = (d: Date): string => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m, d));
const parts = (today: string) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return { y, m: m - 1, d };
};
const addDays = (today: string, days: number): string => {
  const { y, m, d } = parts(today);
  return iso(utc(y, m, d + days));
};
const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The period a question names, or null when it names none. */
export function periodOf(text: string, today: string): AssistantPeriod | null {
  const t = text.toLowerCase();
  const { y, m } = parts(today);
  const range = (from: Date | string, to: Date | string, label: string): AssistantPeriod => ({
    from: typeof from === 'string' ? from : iso(from),
    to: typeof to === 'string' ? to : iso(to),
    label,
  });
  const lastN = /\b(?:last|past|previous)\s+(\d{1,4})\s+(day|week|month)s?\b/.exec(t);
  if (lastN) {
    const n = Number(lastN[1]);
    const days = lastN[2] === 'day' ? n : lastN[2] === 'week' ? n * 7 : n * 30;
    return range(addDays(today, -(days - 1)), today, `in the last ${n} ${lastN[2]}${n === 1 ? '' : 's'}`);
  }
  if (/\b(this|current)\s+year\b|\bytd\b|\byear to date\b|\bso far this year\b/.test(t)) return range(utc(y, 0, 1), today, 'this year');
  if (/\b(last|previous|past)\s+year\b/.test(t)) return range(utc(y - 1, 0, 1), utc(y - 1, 11, 31), 'last year');
  if (/\b(this|current)\s+month\b/.test(t)) return range(utc(y, m, 1), today, 'this month');
  if (/\b(last|previous|past)\s+month\b/.test(t)) return range(utc(y, m - 1, 1), utc(y, m, 0), 'last month');
  if (/\b(this|current)\s+quarter\b/.test(t)) return range(utc(y, m - (m % 3), 1), today, 'this quarter');
  if (/\b(last|previous)\s+quarter\b/.test(t)) return range(utc(y, m - (m % 3) - 3, 1), utc(y, m - (m % 3), 0), 'last quarter');
  if (/\b(this|current)\s+week\b/.test(t)) {
    // ISO weeks start on Monday.
    const weekday = (utc(y, m, parts(today).d).getUTCDay() + 6) % 7;
    return range(addDays(today, -weekday), today, 'this week');
  }
  if (/\btoday\b/.test(t)) return range(today, today, 'today');
  if (/\byesterday\b/.test(t)) return range(addDays(today, -1), addDays(today, -1), 'yesterday');
  const year = /\b(?:in|for|during)\s+(20\d{2}|19\d{2})\b/.exec(t);
  if (year) {
    const n = Number(year[1]);
    return range(utc(n, 0, 1), n === y ? today : utc(n, 11, 31), `in ${n}`);
  }
  const month = new RegExp(`\\b(?:in|for|during)\\s+(${monthNames.join('|')})\\b`).exec(t);
  if (month) {
    const n = monthNames.indexOf(month[1]!);
    const yr = n > m ? y - 1 : y;
    const label = month[1]!.charAt(0).toUpperCase() + month[1]!.slice(1);
    return range(utc(yr, n, 1), yr === y && n === m ? today : utc(yr, n + 1, 0), `in ${label} ${yr}`);
  }
  return null;
}

/** Phrases periodOf understands, removed from the text before a machine name is looked for in it. */
export const periodPhrase =
  /\b(?:(?:this|current|last|previous|past)\s+(?:year|month|quarter|week)|(?:last|past|previous)\s+\d{1,4}\s+(?:day|week|month)s?|year to date|so far this year|ytd|today|yesterday|(?:in|for|during)\s+(?:(?:19|20)\d{2}|january|february|march|april|may|june|july|august|september|october|november|december))\b/gi;
