/**
 * spec 01 §2/§9: the phone's bottom navigation has 5 slots. Primary tabs come first (in their
 * order, when their module exists), then the other entries ranked by how often they were used,
 * with a bonus of 5 for use in the last 24 hours. Everything else goes in the More sheet.
 */
export const bottomNavSlots = 5;
export const recentUseBonus = 5;
export const recentUseWindowMs = 24 * 60 * 60 * 1000;

export type NavUsageRecord = { count: number; lastUsedAt: number };
export type NavUsage = Record<string, NavUsageRecord>;

export function navUsageScore(record: NavUsageRecord | undefined, now: number): number {
  if (!record) return 0;
  const isRecent = now - record.lastUsedAt >= 0 && now - record.lastUsedAt < recentUseWindowMs;
  return record.count + (isRecent ? recentUseBonus : 0);
}

export type BottomNavInput = {
  /** The entries this user may open, in navigation order. */
  entryIds: readonly string[];
  /** Primary tabs in their fixed order; ids that are not in entryIds are skipped. */
  primaryIds: readonly string[];
  usage: NavUsage;
  now: number;
  slots?: number;
};

export function rankBottomNav(input: BottomNavInput): { tabs: string[]; more: string[] } {
  const { entryIds, primaryIds, usage, now, slots = bottomNavSlots } = input;
  const available = new Set(entryIds);
  const primaries = primaryIds.filter((id, index) => available.has(id) && primaryIds.indexOf(id) === index);
  const others = entryIds
    .filter((id) => !primaries.includes(id))
    .map((id, order) => ({ id, order, score: navUsageScore(usage[id], now) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((item) => item.id);
  const tabs = [...primaries, ...others].slice(0, Math.max(0, slots));
  const more = entryIds.filter((id) => !tabs.includes(id));
  return { tabs, more };
}

export function recordNavUsage(usage: NavUsage, id: string, now: number): NavUsage {
  const previous = usage[id];
  return { ...usage, [id]: { count: (previous?.count ?? 0) + 1, lastUsedAt: now } };
}

/** Reads usage kept in local storage, dropping anything malformed. */
export function parseNavUsage(raw: unknown): NavUsage {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const result: NavUsage = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const { count, lastUsedAt } = value as Record<string, unknown>;
    if (typeof count !== 'number' || typeof lastUsedAt !== 'number') continue;
    if (!Number.isFinite(count) || count < 0 || !Number.isFinite(lastUsedAt)) continue;
    result[id] = { count: Math.floor(count), lastUsedAt };
  }
  return result;
}
