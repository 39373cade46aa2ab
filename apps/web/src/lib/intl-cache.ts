/**
 * One Intl formatter per set of options, made on first use and kept. `date.toLocaleDateString(undefined, options)`
 * builds a new formatter on every call (V8 caches only the no-options form), which is a fraction of a millisecond each
 * on a desktop but adds up to hundreds of milliseconds on a phone when a chart or a table formats every row
 * (issue 17 Speed, ADR 0038). The output is the same: the browser's locale and time zone, read when first used.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(undefined, options)));
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(undefined, options)));
  return format;
}
