import { isLiveEventKind, type LiveEventKind } from '@gears/domain/platform/live-events';

/** The NOTIFY channel every process listens on (migration 0020). */
export const liveEventChannel = 'gears_events';

/** One event as NOTIFY carries it (migration 0020, live_event_payload). userId: the recipient of a notification. */
export type LiveEvent = { id: string; kind: LiveEventKind; companyId: string; entityId: string | null; userId: string | null };

const isUuidOrNull = (v: unknown): v is string | null => v === null || (typeof v === 'string' && v.length === 36);

/** The event in a NOTIFY payload, or null when it is not one (ignored). */
export function parseLiveEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, kind, companyId, entityId, userId } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !/^\d{1,20}$/.test(id) || !isLiveEventKind(kind) || typeof companyId !== 'string') return null;
  if (!isUuidOrNull(entityId) || !isUuidOrNull(userId)) return null;
  return { id, kind, companyId, entityId, userId };
}

/**
 * Someone who hears events: a stream of one user, scoped as that user's requests are (spec 01 §4): their company,
 * the impersonated client, or every company (companyId null) for a provider admin who is not impersonating.
 */
export type Listener = {
  userId: string;
  companyId: string | null;
  deliver(event: LiveEvent): void;
  /** Events may have been missed (the listening connection was lost): everything shown should be refetched. */
  reset(): void;
};

/** Notifications are heard by their recipient only, in any company view; anything else by whoever sees its company. */
export function mayHear(listener: Pick<Listener, 'userId' | 'companyId'>, event: LiveEvent): boolean {
  if (event.kind === 'notification') return event.userId === listener.userId;
  return listener.companyId === null || listener.companyId === event.companyId;
}

/**
 * The events of this process: every event NOTIFY delivers, kept in arrival order (PostgreSQL delivers in commit
 * order, the same order in every process) for replay after a reconnect, and handed to the listeners that may hear it.
 */
export class LiveEventHub {
  private readonly everyCompany = new Set<Listener>();
  private readonly byCompany = new Map<string, Set<Listener>>();
  private readonly byUser = new Map<string, Set<Listener>>();
  private recent: LiveEvent[] = [];
  /** Event id → its position counted from the first event this process kept. */
  private readonly positions = new Map<string, number>();
  private dropped = 0;

  /** capacity: how many recent events are kept for replay (at least; up to twice as many between trims). */
  constructor(private readonly capacity = 1000) {}

  receive(payload: string): void {
    const event = parseLiveEvent(payload);
    if (!event) return;
    this.positions.set(event.id, this.dropped + this.recent.length);
    this.recent.push(event);
    if (this.recent.length >= this.capacity * 2) this.trim();
    if (event.kind === 'notification') {
      if (event.userId) for (const l of this.byUser.get(event.userId) ?? []) l.deliver(event);
      return;
    }
    for (const l of this.everyCompany) l.deliver(event);
    for (const l of this.byCompany.get(event.companyId) ?? []) l.deliver(event);
  }

  /** Notifications may have been missed: no replay can be trusted across this point, and every listener refetches. */
  gap(): void {
    for (const e of this.recent) this.positions.delete(e.id);
    this.dropped += this.recent.length;
    this.recent = [];
    for (const set of this.byUser.values()) for (const l of set) l.reset();
  }

  /**
   * The events after `lastId` that the listener may hear, oldest first; null when lastId is not among the recent events
   * (older than the buffer, from before a gap, or never sent), and the caller should refetch everything instead.
   */
  since(lastId: string, listener: Pick<Listener, 'userId' | 'companyId'>): LiveEvent[] | null {
    const position = this.positions.get(lastId);
    if (position === undefined) return null;
    return this.recent.slice(position - this.dropped + 1).filter((e) => mayHear(listener, e));
  }

  /** Starts delivering to the listener; returns the function that stops it. */
  add(listener: Listener): () => void {
    const sets = [
      listener.companyId === null ? this.everyCompany : setIn(this.byCompany, listener.companyId),
      setIn(this.byUser, listener.userId),
    ];
    for (const set of sets) set.add(listener);
    return () => {
      for (const set of sets) set.delete(listener);
      if (listener.companyId !== null && this.byCompany.get(listener.companyId)?.size === 0) this.byCompany.delete(listener.companyId);
      if (this.byUser.get(listener.userId)?.size === 0) this.byUser.delete(listener.userId);
    };
  }

  /** How many listeners (open streams) a user has in this process. */
  countFor(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  private trim(): void {
    const drop = this.recent.length - this.capacity;
    for (const e of this.recent.slice(0, drop)) this.positions.delete(e.id);
    this.recent = this.recent.slice(drop);
    this.dropped += drop;
  }
}

function setIn(map: Map<string, Set<Listener>>, key: string): Set<Listener> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
