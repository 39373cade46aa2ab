import {
  assistantListLimit,
  centsOfAmount,
  countOf,
  usdOfCents,
  type AssistantCitation,
  type AssistantPeriod,
  type RepairRequest,
} from '@gears/domain';
import { listRepairs } from '../maintenance/index.ts';
import { tooMany, type ToolContext, type ToolResult } from './assistant.context.ts';
import { findMachine, machineCitation, unresolved } from './machines.ts';

/** The Service page's repairs tab for the machine (the repair is one of its rows). */
const repairCitation = (r: RepairRequest): AssistantCitation => ({
  kind: 'repair',
  id: r.id,
  label: `Repair: ${r.description.slice(0, 60)} — ${r.quoteAmount === null ? 'no amount' : usdOfCents(centsOfAmount(r.quoteAmount))}`,
  href: `/dashboard/maintenance?tab=repairs&equipmentId=${encodeURIComponent(r.equipment.id)}`,
});

/** Repairs submitted for approval carry the amount they were quoted at (spec 02 §7 submit_repair p_quote_amount). */
const dayOf = (iso: string | null): string | null => (iso ? iso.slice(0, 10) : null);

/**
 * Repair spend: completed repairs whose completion falls in the period, at their quoted amount (what the repair cost),
 * for one machine or the whole fleet. Approved repairs not yet completed are counted apart, as committed spend.
 */
export async function repairSpend(ctx: ToolContext, mention: string | null, period: AssistantPeriod): Promise<ToolResult> {
  let machine: { id: string; name: string } | null = null;
  if (mention) {
    const lookup = await findMachine(ctx, mention);
    if (lookup.kind !== 'one')
      return unresolved('repair_spend', mention, lookup, (n) => `What did we spend on repairs for ${n} ${period.label}?`);
    machine = lookup.machine;
  }
  const { repairs } = await listRepairs(ctx.tx, ctx.scope, { equipmentId: machine?.id, limit: 500 });
  const inPeriod = (d: string | null) => d !== null && d >= period.from && d <= period.to;
  const completed = repairs.filter((r) => r.status === 'completed' && inPeriod(dayOf(r.completedAt)));
  const priced = completed.filter((r) => r.quoteAmount !== null);
  const unpriced = completed.length - priced.length;
  const totalCents = priced.reduce((s, r) => s + BigInt(centsOfAmount(r.quoteAmount!)), 0n);
  const committed = repairs.filter((r) => r.status === 'approved' && r.quoteAmount !== null);
  const committedCents = committed.reduce((s, r) => s + BigInt(centsOfAmount(r.quoteAmount!)), 0n);

  const subject = machine ? machine.name : 'the fleet';
  const days = `${period.label} (${period.from} to ${period.to})`;
  const shown = completed.slice(0, assistantListLimit);
  const lines = shown.map(
    (r) =>
      `• ${dayOf(r.completedAt)}: ${machine ? '' : `${r.equipment.name} — `}${r.description.slice(0, 80)} — ${r.quoteAmount === null ? 'no amount recorded' : usdOfCents(centsOfAmount(r.quoteAmount))}`,
  );
  let text =
    completed.length === 0
      ? `No repairs on ${subject} were completed ${days}, so the repair spend is ${usdOfCents(0)}.`
      : `Repair spend on ${subject} ${days}: ${usdOfCents(totalCents)} over ${countOf(completed.length, 'completed repair')}.\n${lines.join('\n')}${tooMany(shown.length, completed.length)}`;
  if (unpriced > 0)
    text += `\n${countOf(unpriced, 'completed repair has', 'completed repairs have')} no amount recorded and ${unpriced === 1 ? 'is' : 'are'} not in the total.`;
  if (committed.length > 0)
    text += `\n${countOf(committed.length, 'approved repair', 'approved repairs')} not yet completed ${committed.length === 1 ? 'is' : 'are'} quoted at ${usdOfCents(committedCents)}.`;

  return {
    intent: 'repair_spend',
    text,
    facts: {
      machine: machine ? { id: machine.id, name: machine.name } : null,
      period,
      completedRepairs: completed.length,
      repairSpend: usdOfCents(totalCents),
      repairsWithoutAmount: unpriced,
      approvedNotCompleted: committed.length,
      approvedNotCompletedValue: usdOfCents(committedCents),
      repairs: completed.slice(0, 25).map((r) => ({
        id: r.id,
        machine: r.equipment.name,
        description: r.description,
        completedOn: dayOf(r.completedAt),
        amount: r.quoteAmount === null ? null : usdOfCents(centsOfAmount(r.quoteAmount)),
      })),
    },
    citations: [...(machine ? [machineCitation(machine)] : []), ...shown.map(repairCitation)],
    suggestions: machine
      ? [`Where is ${machine.name}?`, `What did we spend on repairs for ${machine.name} last year?`]
      : ['Which machines are overdue for service?'],
  };
}
