import { describe, expect, it } from 'vitest';
import { navUsageScore, parseNavUsage, rankBottomNav, recordNavUsage, recentUseWindowMs, type NavUsage } from './bottom-nav.rules.ts';

const now = Date.UTC(2026, 0, 15, 12);
const hour = 60 * 60 * 1000;
const all = ['overview', 'scanner', 'equipment', 'fleet', 'parts', 'job-sites', 'service', 'quotes', 'notes', 'analytics', 'admin'];
const primary = ['overview', 'scanner', 'equipment', 'service'];

describe('navUsageScore', () => {
  it.each([
    { name: 'never used', record: undefined, score: 0 },
    { name: 'old use only counts', record: { count: 3, lastUsedAt: now - 48 * hour }, score: 3 },
    { name: 'used within 24 h gets +5', record: { count: 3, lastUsedAt: now - 2 * hour }, score: 8 },
    { name: 'exactly 24 h ago is not recent', record: { count: 1, lastUsedAt: now - recentUseWindowMs }, score: 1 },
    { name: 'a future timestamp is not recent', record: { count: 2, lastUsedAt: now + hour }, score: 2 },
  ])('$name → $score', ({ record, score }) => {
    expect(navUsageScore(record, now)).toBe(score);
  });
});

describe('rankBottomNav', () => {
  it.each<{ name: string; entries: string[]; usage: NavUsage; tabs: string[]; more: string[] }>([
    {
      name: 'only Overview and Admin exist: both shown, nothing in More',
      entries: ['overview', 'admin'],
      usage: {},
      tabs: ['overview', 'admin'],
      more: [],
    },
    {
      name: 'all modules, no usage: primaries then first by nav order',
      entries: all,
      usage: {},
      tabs: ['overview', 'scanner', 'equipment', 'service', 'fleet'],
      more: ['parts', 'job-sites', 'quotes', 'notes', 'analytics', 'admin'],
    },
    {
      name: 'the most-used non-primary takes the fifth slot',
      entries: all,
      usage: { quotes: { count: 4, lastUsedAt: now - 72 * hour }, notes: { count: 2, lastUsedAt: now - 72 * hour } },
      tabs: ['overview', 'scanner', 'equipment', 'service', 'quotes'],
      more: ['fleet', 'parts', 'job-sites', 'notes', 'analytics', 'admin'],
    },
    {
      name: 'recent use bonus beats a higher old count',
      entries: all,
      usage: { quotes: { count: 4, lastUsedAt: now - 72 * hour }, notes: { count: 0, lastUsedAt: now - hour } },
      tabs: ['overview', 'scanner', 'equipment', 'service', 'notes'],
      more: ['fleet', 'parts', 'job-sites', 'quotes', 'analytics', 'admin'],
    },
    {
      name: 'missing primaries free their slots for ranked entries',
      entries: ['overview', 'parts', 'notes', 'admin', 'analytics', 'quotes', 'fleet'],
      usage: { admin: { count: 9, lastUsedAt: now - 72 * hour }, fleet: { count: 1, lastUsedAt: now - hour } },
      tabs: ['overview', 'admin', 'fleet', 'parts', 'notes'],
      more: ['analytics', 'quotes'],
    },
    {
      name: 'usage of entries the user cannot open is ignored',
      entries: ['overview', 'settings'],
      usage: { admin: { count: 50, lastUsedAt: now } },
      tabs: ['overview', 'settings'],
      more: [],
    },
  ])('$name', ({ entries, usage, tabs, more }) => {
    expect(rankBottomNav({ entryIds: entries, primaryIds: primary, usage, now })).toEqual({ tabs, more });
  });

  it('honours a smaller slot count', () => {
    expect(rankBottomNav({ entryIds: all, primaryIds: primary, usage: {}, now, slots: 2 }).tabs).toEqual(['overview', 'scanner']);
  });
});

describe('recordNavUsage', () => {
  it('counts up and stamps the time without touching other entries', () => {
    const before: NavUsage = { admin: { count: 2, lastUsedAt: 1 }, notes: { count: 1, lastUsedAt: 5 } };
    expect(recordNavUsage(before, 'admin', now)).toEqual({ admin: { count: 3, lastUsedAt: now }, notes: { count: 1, lastUsedAt: 5 } });
    expect(recordNavUsage({}, 'quotes', now)).toEqual({ quotes: { count: 1, lastUsedAt: now } });
  });
});

describe('parseNavUsage', () => {
  it.each([
    { raw: null, out: {} },
    { raw: 'text', out: {} },
    { raw: [1, 2], out: {} },
    { raw: { a: { count: 2, lastUsedAt: 10 } }, out: { a: { count: 2, lastUsedAt: 10 } } },
    { raw: { a: { count: '2', lastUsedAt: 10 }, b: { count: -1, lastUsedAt: 1 }, c: null }, out: {} },
    { raw: { a: { count: 2.7, lastUsedAt: 10 } }, out: { a: { count: 2, lastUsedAt: 10 } } },
  ])('$raw', ({ raw, out }) => {
    expect(parseNavUsage(raw)).toEqual(out);
  });
});
