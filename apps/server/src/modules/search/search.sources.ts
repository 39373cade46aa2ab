import type { SearchSource } from '../../platform/search-source.ts';
import { equipmentSearchSource } from '../equipment/index.ts';
import { taskSearchSource } from '../maintenance/index.ts';
import { partSearchSource } from '../parts/index.ts';
import { quoteSearchSource } from '../quotes/index.ts';
import { invoiceSearchSource } from '../ledger/index.ts';
import { jobSiteSearchSource } from '../job-sites/index.ts';
import { noteSearchSource } from '../notes/index.ts';

/**
 * The registry (ADR 0012): every kind global search answers with, in the order its groups are shown. A module that
 * wants to be found writes its source (kind, read action, ranked lookup, rows under RLS, link) and adds it here.
 */
export const searchSources: readonly SearchSource[] = [
  equipmentSearchSource,
  taskSearchSource,
  partSearchSource,
  quoteSearchSource,
  invoiceSearchSource,
  jobSiteSearchSource,
  noteSearchSource,
];
