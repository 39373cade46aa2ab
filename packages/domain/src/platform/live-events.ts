/**
 * Live events (GET /api/events, ADR 0011). Kept free of zod: the web app's stream hook loads with the dashboard, whose
 * first screens stay under the 170 kB budget.
 */

/** What an event may be about. Each kind names a record the portal lists; the web app refreshes what shows that kind. */
export const liveEventKinds = [
  'equipment',
  'scan',
  'task',
  'repair',
  'part',
  'quote',
  'order',
  'invoice',
  'notification',
  'job_site',
  'assignment',
  'reservation',
  'tracker',
  'fleet_position',
  'fleet_alert',
] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

export const isLiveEventKind = (value: unknown): value is LiveEventKind =>
  typeof value === 'string' && (liveEventKinds as readonly string[]).includes(value);

/**
 * The data of one event on the stream: the kind, the record's id (null when one statement changed many records of the
 * company, e.g. an import) and its company. It says which record changed, never what it now holds: the browser
 * refetches through the ordinary routes, under the ordinary checks.
 */
export type LiveEventMessage = { kind: LiveEventKind; id: string | null; companyId: string };

/** The message in an event's data, or null when it is not one. */
export function parseLiveEventMessage(data: string): LiveEventMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, id, companyId } = value as Record<string, unknown>;
  if (!isLiveEventKind(kind) || typeof companyId !== 'string' || (id !== null && typeof id !== 'string')) return null;
  return { kind, id, companyId };
}

export const liveEventMessages = {
  tooManyStreams: (limit: number) => `Too many live connections for this account (${limit}). Close a few portal tabs and try again.`,
  badLastEventId: 'Last-Event-ID must be the id of an event this portal sent.',
} as const;
