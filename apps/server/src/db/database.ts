import type { Statement } from './inline.ts';

export type Row = Record<string, unknown>;

/** The statement a transaction starts with (after `begin`). */
export type Opening = Statement & {
  /**
   * Defers the opening to fn's first query and checks its rows before fn sees any result (throwing rolls the
   * transaction back and fails that query). On PostgreSQL the opening then travels in one message with `begin` and
   * fn's first query: one round trip for all three. That query runs whatever the check will say, so it must only
   * read, and read nothing when the opening finds no context (row-level security fails closed).
   */
  deferredCheck?: (rows: Row[]) => void;
  /** The opening makes the transaction read-only: fn's result is returned without waiting for the commit. */
  readOnly?: boolean;
};

export type QueryOptions = {
  /**
   * Run as a named prepared statement (PostgreSQL; PGlite ignores it): the connection keeps the statement, and after
   * a few runs PostgreSQL reuses a generic plan instead of planning each time. For a hot read whose planning costs
   * more than its execution (the equipment list: ~1 ms to plan, ~0.7 ms to run). Such a query never shares the
   * `begin` message (it is not inlined), which costs one local round trip.
   */
  prepare?: boolean;
};

/** One small interface over PGlite and node-postgres, so every query runs the same on both. */
export type Sql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs several statements separated by semicolons, no parameters (migrations). */
  exec(text: string): Promise<void>;
};

export type Database = Sql & {
  driver: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction as the connecting (owner) role. Only migrations, seeding and the tenant helper use it.
   * With `opening`, that statement runs first and fn gets its rows (none when deferredCheck takes them); on
   * PostgreSQL it travels with `begin` in one message (one round trip), so its values must suit inlineStatement.
   */
  transaction<T>(fn: (tx: Sql, opened: Row[]) => Promise<T>, opening?: Opening): Promise<T>;
  /**
   * Calls onPayload with each NOTIFY on `channel` from any process, in commit order (live events, ADR 0011). On
   * PostgreSQL a dedicated connection listens and is reopened when lost, calling onGap: what was sent meanwhile is
   * gone. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
