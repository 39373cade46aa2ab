import { assistantListLimit, howToQueries } from '@gears/domain';
import { searchManuals } from '../manuals/index.ts';
import type { ToolContext, ToolResult } from './assistant.context.ts';
import { findMachine, unresolved } from './machines.ts';

/** Manual pages an answer shows: the best few, each cited at its page in the viewer. */
const pagesShown = Math.min(5, assistantListLimit);

/**
 * How-to questions (issue 18 item 3): full-text search of the machine's manuals — or all of the company's when no
 * machine is named — through the manuals module's own search (spec 02 §7 manual-search, logged like any search). The
 * answer quotes the best passages; each cites its page in the viewer (/dashboard/equipment/{id}/manual?page=N).
 */
export async function howTo(ctx: ToolContext, topic: string, mention: string | null): Promise<ToolResult> {
  let machine: { id: string; name: string } | null = null;
  let note = '';
  if (mention) {
    const lookup = await findMachine(ctx, mention);
    if (lookup.kind === 'many') return unresolved('how_to', mention, lookup, (n) => `How do I ${topic} on ${n}?`);
    if (lookup.kind === 'one') machine = lookup.machine;
    else note = `I couldn't find a machine matching "${mention}", so I searched all of your manuals.\n`;
  }
  let results: Awaited<ReturnType<typeof searchManuals>>['results'] = [];
  for (const q of howToQueries(topic)) {
    results = (await searchManuals(ctx.tx, ctx.scope, { q, equipmentId: machine?.id, limit: pagesShown })).results;
    if (results.length > 0) break;
  }
  const where = machine ? `${machine.name}'s manuals` : 'your manuals';
  if (results.length === 0) {
    return {
      intent: 'how_to',
      text: `${note}I found nothing about "${topic}" in ${where}. Upload the manual on the machine's Documents tab and it becomes searchable.`,
      facts: { topic, machine, pages: [] },
      citations: [],
      suggestions: machine ? [`Where is ${machine.name}?`] : [],
    };
  }
  const quote = (text: string) => (text.length > 240 ? `${text.slice(0, 237)}…` : text);
  return {
    intent: 'how_to',
    text: `${note}From ${where} on "${topic}":\n${results
      .map((r) => `• ${r.fileName}, page ${r.page}${machine ? '' : ` (${r.equipmentName})`}: “${quote(r.text)}”`)
      .join('\n')}`,
    facts: {
      topic,
      machine,
      pages: results.map((r) => ({ file: r.fileName, page: r.page, machine: r.equipmentName, score: r.score, passage: r.text })),
    },
    citations: results.map((r) => ({ kind: 'manual' as const, id: r.id, label: `${r.fileName}, page ${r.page}`, href: r.href })),
    suggestions: machine ? [`What is the status of ${machine.name}?`] : [],
  };
}
