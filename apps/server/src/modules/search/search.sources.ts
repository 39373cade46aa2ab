import type { SearchSource } from '../../platform/search-source.ts';
import { equipmentSearchSource } from '../equipment/search.source.ts';
import { taskSearchSource } from '../maintenance/search.source.ts';
import { partSearchSource } from '../parts/search.source.ts';
import { quoteSearchSource } from '../quotes/search.source.ts';
import { invoiceSearchSource } from '../ledger/search.source.ts';

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
];
