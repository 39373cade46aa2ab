import type pg from 'pg';
import { lazyRequire } from '../platform/lazy-require.ts';

/** node-postgres, loaded when a DATABASE_URL is used: a PGlite start never pays for the driver (ADR 0021). */
export const loadPg = lazyRequire<typeof pg>('pg');
