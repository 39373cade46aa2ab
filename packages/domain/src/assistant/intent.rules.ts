import { equipmentTypes, type EquipmentType } from '../equipment/fields.rules.ts';
import type { EquipmentStatus } from '../equipment/status.rules.ts';
import { periodOf, periodPhrase, type AssistantPeriod } from './period.rules.ts';

/**
 * What a question asks for, by plain rules (DESIGN §5: the assistant works with no model). Each intent is one of the
 * assistant's tools; the server answers it with the product's own queries. Order matters: the first rule that fits wins.
 */
export const assistantIntents = [
  'overdue_maintenance',
  'due_maintenance',
  'repair_spend',
  'machine_location',
  'how_to',
  'open_quotes',
  'open_invoices',
  'low_stock',
  'machine_status',
  'machine_count',
  'search',
  'unknown',
] as const;
export type AssistantIntentKind = (typeof assistantIntents)[number];

export type AssistantIntent =
  | { kind: 'overdue_maintenance' }
  | { kind: 'due_maintenance'; withinDays: number }
  | { kind: 'repair_spend'; machine: string | null; period: AssistantPeriod }
  | { kind: 'machine_location'; machine: string }
  | { kind: 'how_to'; topic: string; machine: string | null }
  | { kind: 'open_quotes' }
  | { kind: 'open_invoices'; overdueOnly: boolean }
  | { kind: 'low_stock' }
  | { kind: 'machine_status'; machine: string }
  | { kind: 'machine_count'; status: EquipmentStatus | null; type: EquipmentType | null }
  | { kind: 'search'; term: string }
  | { kind: 'unknown' };

const clean = (text: string): string =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!]+$/, '')
    .trim();

/** Words that end a machine phrase without being part of it ("where is excavator 7 right now"). */
const trailingFiller = /\s+(?:right now|now|currently|today|please|at the moment|these days|located|parked|working)$/i;
/** Words that say "all of them", not one machine. */
const generic =
  /^(?:(?:all|any|our|my|the|every|each)\s+)*(?:fleet|machines?|equipment|units?|assets?|everything|company|repairs?|maintenance|service|them|it|us)$/i;

function tidyMention(raw: string | undefined): string | null {
  if (!raw) return null;
  let m = raw.replace(periodPhrase, ' ').replace(/\s+/g, ' ').trim();
  let before = '';
  while (before !== m) {
    before = m;
    m = m.replace(trailingFiller, '').trim();
  }
  m = m.replace(/^(?:the|our|my|a|an|that|this)\s+/i, '').trim();
  if (m.length < 2 || generic.test(m)) return null;
  return m.slice(0, 100);
}

/** The machine a question names after for / on / of ("… for the CAT 320 this year"), or null. */
export function machineMentionOf(text: string): string | null {
  const t = clean(text).replace(periodPhrase, ' ').replace(/\s+/g, ' ').trim();
  const m = /.*\b(?:for|on|of|with|about)\s+(?:the\s+|our\s+|my\s+)?([a-z0-9#][\w#\-./ ]*)$/i.exec(t);
  return tidyMention(m?.[1]);
}

const statusWords: [RegExp, EquipmentStatus][] = [
  [/\bactive\b|\bworking\b|\boperational\b/, 'active'],
  [/\bidle\b/, 'idle'],
  [/\b(?:in|under) maintenance\b|\bbeing serviced\b/, 'maintenance'],
  [/\b(?:need|needing|needs|under|in) repair\b|\bbroken\b/, 'repair'],
  [/\bout of service\b|\bdown\b/, 'out_of_service'],
  [/\binactive\b/, 'inactive'],
  [/\bretired\b/, 'retired'],
];

/** An equipment type a word names ("excavators", "dump trucks"). */
export function equipmentTypeOf(text: string): EquipmentType | null {
  const t = text.toLowerCase();
  for (const type of equipmentTypes) {
    if (type === 'other') continue;
    const words = type.replace('_', ' ');
    if (new RegExp(`\\b${words}s?\\b`).test(t)) return type;
  }
  return null;
}

const stopWords = new Set(
  'a an the is are was were be do does did i we our my me you your it its of for on in at to and or with about what which who whom where when why how show find list tell give get me please any all can could would should have has had there this that these those some find search look up lookup info information details'.split(
    ' ',
  ),
);

/** The words worth searching for when no rule fits (global search, spec 01 §5: at least 2 characters). */
export function searchTermOf(text: string): string | null {
  const words = clean(text)
    .split(' ')
    .filter((w) => !stopWords.has(w.toLowerCase()));
  const term = words.join(' ').trim();
  return term.length >= 2 ? term.slice(0, 100) : null;
}

/** The intent of one question; `today` (YYYY-MM-DD) anchors "this year" and "last month". */
export function recognizeIntent(question: string, today: string): AssistantIntent {
  const text = clean(question);
  const t = text.toLowerCase();
  if (!t) return { kind: 'unknown' };

  // How-to questions go to the manuals (spec 02 §2 manual search).
  const howTo =
    /^(?:how\s+(?:do|can|should|would|to|does\s+one)\b|how\s+often\b|what(?:'s|\s+is|\s+are)\s+the\s+(?:procedure|steps|torque|interval|capacity|spec|specs|specification|recommended)\b|steps?\s+to\b|procedure\s+(?:for|to)\b|instructions?\s+(?:for|to)\b)/;
  if (howTo.test(t) || /\bmanuals?\b/.test(t)) {
    // A how-to's "for the wheel nuts" names a part, not a machine: only a phrase with a number or a machine type counts.
    const mention = machineMentionOf(text);
    const machine = mention && (/\d/.test(mention) || equipmentTypeOf(mention)) ? mention : null;
    let topic = text.replace(
      /^(?:how\s+(?:do|can|should|would|does)\s+(?:i|we|you|one)\s+|how\s+to\s+|steps?\s+to\s+|what(?:'s|\s+is|\s+are)\s+the\s+)/i,
      '',
    );
    if (machine)
      topic = topic.replace(new RegExp(`\\s+(?:for|on|of|with|about)\\s+(?:the\\s+|our\\s+|my\\s+)?${escape(machine)}.*$`, 'i'), '');
    topic = topic.replace(/\b(?:in|from)\s+the\s+manuals?\b/i, '').trim();
    return { kind: 'how_to', topic: topic || text, machine };
  }

  const where =
    /\bwhere(?:'s|\s+is|\s+are|\s+was)\s+(.+)$/i.exec(text) ?? /\b(?:locate|location of|find the location of)\s+(.+)$/i.exec(text);
  if (where) {
    const machine = tidyMention(where[1]);
    if (machine) return { kind: 'machine_location', machine };
  }

  const money = /\b(?:spen[dt]|spending|costs?|costing|paid|pay|expenses?|money|bills?)\b/;
  if (money.test(t) && /\b(?:repairs?|repaired|fix(?:es|ing)?|maintenance|servic(?:e|es|ing))\b/.test(t)) {
    // No period named: the year so far (the answer says which days it counted).
    const period = periodOf(text, today) ?? periodOf('this year', today)!;
    return { kind: 'repair_spend', machine: machineMentionOf(text), period };
  }

  if (/\binvoices?\b|\bunpaid\b|\bwe owe\b|\boutstanding balance\b|\bbalance due\b/.test(t)) {
    return { kind: 'open_invoices', overdueOnly: /\b(?:overdue|past due|late)\b/.test(t) };
  }
  if (/\b(?:overdue|past due|late|behind)\b/.test(t)) return { kind: 'overdue_maintenance' };
  if (/\bdue\b/.test(t) && /\b(?:service|servicing|maintenance|tasks?|inspections?|pm|work orders?)\b/.test(t)) {
    if (/\bdue for\b/.test(t) && !/\b(?:soon|next|upcoming|this|within)\b/.test(t)) return { kind: 'overdue_maintenance' };
    const days = /\bnext\s+(\d{1,3})\s+days?\b/.exec(t);
    const withinDays = days ? Math.min(365, Number(days[1])) : /\bmonth\b/.test(t) ? 30 : /\btoday\b/.test(t) ? 0 : 7;
    return { kind: 'due_maintenance', withinDays };
  }
  if (/\b(?:upcoming|scheduled|next)\s+(?:service|maintenance|tasks?|inspections?)\b/.test(t))
    return { kind: 'due_maintenance', withinDays: 14 };

  if (/\bquotes?\b|\bestimates?\b/.test(t)) return { kind: 'open_quotes' };
  if (
    /\b(?:low|short|out)\s+(?:on\s+|of\s+)?stock\b|\breorder\b|\brunning\s+(?:low|out)\b|\bparts?\b.*\b(?:low|short|out)\b|\bstock\s*outs?\b/.test(
      t,
    )
  ) {
    return { kind: 'low_stock' };
  }

  if (/\bhow many\b|\bnumber of\b|\bcount\b|\bfleet size\b/.test(t)) {
    const type = equipmentTypeOf(t);
    if (type || /\b(?:machines?|equipment|units?|assets?|fleet)\b/.test(t)) {
      return { kind: 'machine_count', status: statusWords.find(([re]) => re.test(t))?.[1] ?? null, type };
    }
  }

  const status =
    /\bstatus\s+of\s+(.+)$/i.exec(text) ??
    /^(?:is|how\s+is|how's)\s+(?:the\s+)?(.+?)\s+(?:available|running|working|down|ok|okay|active|idle|doing|in service|broken)\b/i.exec(
      text,
    ) ??
    /^what(?:'s|\s+is)\s+(.+?)(?:'s)?\s+status$/i.exec(text);
  if (status) {
    const machine = tidyMention(status[1]);
    if (machine) return { kind: 'machine_status', machine };
  }

  const term = searchTermOf(text);
  if (term && !/^(?:hi|hello|hey|thanks?|thank you|ok|okay|yes|no|help)$/i.test(term)) return { kind: 'search', term };
  return { kind: 'unknown' };
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Verbs a how-to starts with that manuals word differently ("change" the filter where the manual says "replace"). */
const howToVerbs =
  /^(?:change|replace|swap|check|inspect|fix|repair|adjust|clean|service|grease|lubricate|drain|fill|top up|install|remove|set|reset|do|perform)\s+(?:the\s+|a\s+|an\s+)?/i;

/** The manual searches for a how-to topic: as asked, then without its leading verb when it has one. */
export function howToQueries(topic: string): string[] {
  const bare = topic.replace(howToVerbs, '').trim();
  return bare && bare !== topic ? [topic, bare] : [topic];
}
