import type { Action, FeatureKey, SearchKind, SearchResult } from '@gears/domain';
import type { Sql } from '../db/database.ts';

/** One match a kind's lookup found: its id, rank (0 exact code … 3 contains) and the kind's capped total. */
export type SearchHit = { id: string; rank: number; total: number };

/** What a source needs to know to show a result: today (derived overdue states) and who reads the labels. */
export type SearchReader = { today: string; audience: 'admin' | 'client' };

/**
 * A searchable kind of record (ADR 0012). A module that wants to be found exports one and adds it to
 * modules/search/search.sources.ts. findHits runs the kind's ranked lookup (a definer function that enforces the
 * tenant itself, migration 0021); loadResults reads the rows it shows under RLS, as every other read does.
 */
export type SearchSource = {
  kind: SearchKind;
  /** The permission table's read action for this kind (ADR 0008): a role without it never sees these results. */
  readAction: Action;
  /** A tier feature the kind needs (spec 01 §6), checked for the company being searched; none for most kinds. */
  feature?: FeatureKey;
  findHits(tx: Sql, companyId: string | null, term: string, limit: number, cap: number): Promise<SearchHit[]>;
  loadResults(tx: Sql, ids: string[], reader: SearchReader): Promise<SearchResult[]>;
};
