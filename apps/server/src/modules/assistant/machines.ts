import {
  bestMachines,
  candidateSearches,
  equipmentStatusLabels,
  listOf,
  searchResultPath,
  type AssistantCitation,
  type Equipment,
  type EquipmentStatus,
} from '@gears/domain';
import { listEquipment } from '../equipment/index.ts';
import type { ToolContext, ToolResult } from './assistant.context.ts';

export type MachineLookup = { kind: 'one'; machine: Equipment } | { kind: 'many'; machines: Equipment[] } | { kind: 'none' };

/** Candidates per search: enough for "Cat" in a large fleet to still hold the one asked about. */
const perSearch = 50;

/**
 * The machine a phrase names, read through the register's own search (RLS decides what exists): the whole phrase, then
 * its words, until candidates fit (machine-match.rules.ts chooses among them).
 */
export async function findMachine(ctx: ToolContext, mention: string): Promise<MachineLookup> {
  const seen = new Map<string, Equipment>();
  for (const search of candidateSearches(mention)) {
    const page = await listEquipment(ctx.tx, ctx.scope, { search, sort: 'name', archived: 'false', limit: perSearch });
    for (const e of page.items) seen.set(e.id, e);
    const best = bestMachines(mention, [...seen.values()]);
    // The whole phrase found the machines it names: the words alone would only add weaker matches.
    if (best.length > 0 && search === candidateSearches(mention)[0]) return lookupOf(best);
  }
  return lookupOf(bestMachines(mention, [...seen.values()]));
}

const lookupOf = (best: Equipment[]): MachineLookup =>
  best.length === 1 ? { kind: 'one', machine: best[0]! } : best.length > 1 ? { kind: 'many', machines: best } : { kind: 'none' };

export const machineCitation = (e: Pick<Equipment, 'id' | 'name'>): AssistantCitation => ({
  kind: 'equipment',
  id: e.id,
  label: e.name,
  href: searchResultPath('equipment', e.id),
});

export const statusLabelOf = (status: string): string => equipmentStatusLabels[status as EquipmentStatus] ?? status;

/**
 * The answer when the phrase names no single machine: which ones it could be (as chips re-asking the question with
 * each name), or that none is called that.
 */
export function unresolved(
  intent: ToolResult['intent'],
  mention: string,
  lookup: Exclude<MachineLookup, { kind: 'one' }>,
  ask: (name: string) => string,
): ToolResult {
  if (lookup.kind === 'none') {
    return {
      intent,
      text: `I couldn't find a machine matching "${mention}" in your fleet. Try its unit number, name or model as it appears in the equipment register.`,
      facts: { machineFound: false, mention },
      citations: [],
      suggestions: ['How many machines do we have?'],
    };
  }
  const names = lookup.machines.map((m) => m.name);
  return {
    intent,
    text: `"${mention}" could be ${listOf(names)}. Which one do you mean?`,
    facts: { machineFound: false, mention, candidates: lookup.machines.map((m) => ({ id: m.id, name: m.name, model: m.model })) },
    citations: lookup.machines.map(machineCitation),
    suggestions: names.map(ask),
  };
}
