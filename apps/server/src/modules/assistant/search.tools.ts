import {
  assistantMessages,
  assistantStarterSuggestions,
  countOf,
  type AssistantCitation,
  type CitationKind,
  type SearchKind,
} from '@gears/domain';
import { searchEverything, searchSources } from '../search/index.ts';
import type { ToolContext, ToolResult } from './assistant.context.ts';

const kindOf: Record<SearchKind, CitationKind> = {
  equipment: 'equipment',
  task: 'task',
  part: 'part',
  quote: 'quote',
  invoice: 'invoice',
  job_site: 'job_site',
  note: 'note',
};

/** The global search over every kind the role and plan may read (ADR 0012); nothing found means not understood. */
export async function searchRecords(ctx: ToolContext, term: string): Promise<ToolResult> {
  const { groups } = await searchEverything(ctx.tx, ctx.scope, term, searchSources);
  const results = groups.flatMap((g) => g.results.map((r) => ({ ...r, group: g.label })));
  if (results.length === 0) return notUnderstood(term);
  const total = groups.reduce((s, g) => s + g.total, 0);
  const citations: AssistantCitation[] = results.map((r) => ({ kind: kindOf[r.kind], id: r.id, label: r.title, href: r.path }));
  return {
    intent: 'search',
    text: `I searched your records for "${term}" and found ${countOf(total, 'match', 'matches')}:\n${results
      .map((r) => `• ${r.group}: ${r.title}${r.code ? ` (${r.code})` : ''} — ${r.statusLabel}`)
      .join('\n')}`,
    facts: { term, results: results.map((r) => ({ kind: r.kind, id: r.id, title: r.title, code: r.code, status: r.statusLabel })) },
    citations,
    suggestions: [],
  };
}

/** Said plainly, with questions the assistant does answer as chips. */
export function notUnderstood(term: string | null): ToolResult {
  return {
    intent: 'unknown',
    text: term ? `I found nothing matching "${term}". ${assistantMessages.notUnderstood}` : assistantMessages.notUnderstood,
    facts: { understood: false, term },
    citations: [],
    suggestions: [...assistantStarterSuggestions],
  };
}
