/** Protocol extras kept in raw_data: at most 40 keys, strings cut at 200 characters, nested values left out. */
const maxKeys = 40;
const maxText = 200;

export function keepExtras(values: Record<string, unknown>, skip: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [key, value] of Object.entries(values)) {
    if (skip.has(key) || value === undefined || value === null || key.length > 60) continue;
    if (typeof value === 'string') out[key] = value.slice(0, maxText);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else continue;
    if (++n >= maxKeys) break;
  }
  return out;
}

/** The last value of a query or form parameter (a repeated key: the last wins, as in Traccar). */
export function lastOf(value: unknown): unknown {
  return Array.isArray(value) ? value.at(-1) : value;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
