/** One small interface over PGlite and node-postgres, so every query runs the same on both. */
export type Sql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements separated by semicolons, no parameters (migrations). */
  exec(text: string): Promise<void>;
};

export type Database = Sql & {
  driver: 'pglite' | 'postgres';
  /** Runs fn in one transaction as the connecting (owner) role. Only migrations, seeding and the tenant helper use it. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
