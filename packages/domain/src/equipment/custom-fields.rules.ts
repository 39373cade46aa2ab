/**
 * Custom fields on equipment (issue 19 item 4; spec 01 §6 tier table: 5 on Basic, 25 on Professional, unlimited on
 * Enterprise). A company defines fields; each machine may hold one value per field. Values are kept as canonical text
 * (money exact to the cent as '1250.00', dates 'YYYY-MM-DD', numbers in plain decimal) so the register's filter and the
 * CSV export compare and write the same thing, and money never passes through a float.
 */
export const customFieldTypes = ['text', 'number', 'date', 'money', 'options'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  money: 'Money (USD)',
  options: 'One of a list',
};

export const customFieldLimits = {
  nameLength: 60,
  keyLength: 40,
  textLength: 500,
  optionLength: 60,
  options: 100,
} as const;

/** The definition facts a value is checked against. */
export type CustomFieldRule = { name: string; fieldType: CustomFieldType; options: readonly string[]; isRequired: boolean };

const tierNames = { basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' } as const;

export const customFieldMessages = {
  nameRequired: 'Field name is required',
  nameTaken: (name: string) => `A custom field named "${name}" already exists.`,
  optionsRequired: 'A one-of field needs at least one option',
  optionsOnlyForOptions: 'Only a one-of field has options',
  optionTooLong: `An option can have at most ${customFieldLimits.optionLength} characters`,
  duplicateOption: (option: string) => `The option "${option}" is listed twice`,
  optionInUse: (option: string, n: number) =>
    `The option "${option}" is set on ${n} machine${n === 1 ? '' : 's'}; change ${n === 1 ? 'it' : 'them'} before removing the option.`,
  required: (name: string) => `${name} is required`,
  notNumber: (name: string) => `${name} must be a number`,
  numberTooLarge: (name: string) => `${name} is too large`,
  notMoney: (name: string) => `${name} must be an amount in dollars and cents (for example 1250.00)`,
  negativeMoney: (name: string) => `${name} cannot be negative`,
  notDate: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  notOption: (name: string, options: readonly string[]) => `${name} must be one of: ${options.join(', ')}`,
  textTooLong: (name: string) => `${name} can have at most ${customFieldLimits.textLength} characters`,
  unknownField: (key: string) => `There is no custom field "${key}".`,
  archivedField: (name: string) => `The custom field "${name}" is archived.`,
  inUseDelete: (name: string, n: number) =>
    `"${name}" has values on ${n} machine${n === 1 ? '' : 's'}. Archive it instead: its values are kept and it no longer counts against your plan.`,
  filterFormat: 'A custom field filter is written key:value (for example cf=color:Yellow).',
  notFound: 'Custom field not found',
  /** spec 01 §6 tier table, in the words of the plan limits ('Feature Unavailable …'). */
  limitReached: (tier: 'basic' | 'professional' | 'enterprise', limit: number) =>
    `Feature Unavailable: the ${tierNames[tier]} plan includes up to ${limit} custom fields; more is not available in your subscription tier. Upgrade your plan or archive a field you no longer use.`,
} as const;

/**
 * The key a new field gets from its name: lower-case letters, digits and underscores, starting with a letter, at most
 * 40 characters ('Asset Tag #' → 'asset_tag'). `taken` are the company's keys; a clash gets _2, _3 ….
 */
export function customFieldKeyOf(name: string, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  let base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[a-z]/.test(base)) base = `field_${base}`.replace(/_+$/, '');
  base = base.slice(0, customFieldLimits.keyLength).replace(/_+$/, '');
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, customFieldLimits.keyLength - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A definition's options as stored: trimmed, blanks dropped; a repeat (ignoring case) or an over-long one is an error. */
export function normalizeOptions(raw: readonly string[]): { options: string[]; error: string | null } {
  const options: string[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const option = item.trim().replace(/\s+/g, ' ');
    if (!option) continue;
    if (option.length > customFieldLimits.optionLength) return { options, error: customFieldMessages.optionTooLong };
    if (seen.has(option.toLowerCase())) return { options, error: customFieldMessages.duplicateOption(option) };
    seen.add(option.toLowerCase());
    options.push(option);
  }
  return { options, error: null };
}

export type CustomValueResult = { ok: true; value: string | null } | { ok: false; message: string };

const plainNumber = /^-?(\d+)(\.\d+)?$/;
const groupedNumber = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** '1,234.50' or '1234.5' → '1234.5' (no exponent, no trailing zeros); null when not a number. */
function canonicalNumber(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  const plain = groupedNumber.test(compact) ? compact.replace(/,/g, '') : compact;
  const match = plainNumber.exec(plain);
  if (!match) return null;
  const negative = plain.startsWith('-');
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '').replace(/^\.$/, '');
  const out = `${whole}${fraction}`;
  return negative && out !== '0' ? `-${out}` : out;
}

/** '$1,250.5' → '1250.50' exactly, by string (never a float); null when it is not dollars and cents. */
function canonicalMoney(text: string): string | null {
  const compact = text
    .replace(/\s+/g, '')
    .replace(/^(-?)\$/, '$1')
    .replace(/^\$(-)/, '$1');
  const plain = groupedNumber.test(compact) ? compact.replace(/,/g, '') : compact;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  return `${match[1]}${whole}.${(match[3] ?? '').padEnd(2, '0')}`;
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Checks one value against its field and returns its canonical text; null (or blank) clears it, which a required field
 * refuses. Numbers may be sent as numbers; money as a number is read through its decimal text, so 1250.5 → '1250.50'.
 */
export function checkCustomValue(field: CustomFieldRule, raw: string | number | null | undefined): CustomValueResult {
  const text = raw === null || raw === undefined ? '' : typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'x') : raw.trim();
  if (!text) return field.isRequired ? { ok: false, message: customFieldMessages.required(field.name) } : { ok: true, value: null };
  switch (field.fieldType) {
    case 'text':
      return text.length > customFieldLimits.textLength
        ? { ok: false, message: customFieldMessages.textTooLong(field.name) }
        : { ok: true, value: text };
    case 'number': {
      const value = canonicalNumber(text);
      if (value === null) return { ok: false, message: customFieldMessages.notNumber(field.name) };
      // 30 digits is past any real reading or count; longer is a typing accident.
      if (value.replace(/[-.]/g, '').length > 30) return { ok: false, message: customFieldMessages.numberTooLarge(field.name) };
      return { ok: true, value };
    }
    case 'money': {
      const value = canonicalMoney(text);
      if (value === null) return { ok: false, message: customFieldMessages.notMoney(field.name) };
      if (value.startsWith('-')) return { ok: false, message: customFieldMessages.negativeMoney(field.name) };
      if (value.length > 16) return { ok: false, message: customFieldMessages.numberTooLarge(field.name) };
      return { ok: true, value };
    }
    case 'date':
      return isCalendarDate(text) ? { ok: true, value: text } : { ok: false, message: customFieldMessages.notDate(field.name) };
    case 'options': {
      const option = field.options.find((o) => o.toLowerCase() === text.toLowerCase());
      return option ? { ok: true, value: option } : { ok: false, message: customFieldMessages.notOption(field.name, field.options) };
    }
  }
}

/** The form the register's filter compares: the canonical value, lower-cased (text and options match ignoring case). */
export const customValueKey = (canonical: string): string => canonical.toLowerCase();

/** `?cf=key:value` → its parts; null when it has no key or no value. */
export function parseCustomFieldFilter(raw: string): { key: string; value: string } | null {
  const at = raw.indexOf(':');
  if (at <= 0) return null;
  const key = raw.slice(0, at).trim().toLowerCase();
  const value = raw.slice(at + 1).trim();
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(key) || !value) return null;
  return { key, value };
}

/** The CSV export's header for a field; the import reads `cf: Name` back (Shelf writes its custom fields the same way). */
export const customFieldCsvHeader = (name: string): string => `cf: ${name}`;
