import {
  countOf,
  equipmentStatuses,
  equipmentTypeWord,
  searchResultPath,
  type AssistantCitation,
  type Equipment,
  type EquipmentStatus,
  type EquipmentType,
} from '@gears/domain';
import { equipmentOfType, equipmentStats } from '../equipment/index.ts';
import { listPositions } from '../fleet-alerts/index.ts';
import type { ToolContext, ToolResult } from './assistant.context.ts';
import { findMachine, machineCitation, statusLabelOf, unresolved } from './machines.ts';

const siteCitation = (site: { id: string; name: string }): AssistantCitation => ({
  kind: 'job_site',
  id: site.id,
  label: site.name,
  href: searchResultPath('job_site', site.id),
});

/**
 * Where a machine is: its tracker's newest fix (with fleet tracking on the plan, spec 01 §6), the job site it is
 * assigned to and the location written on its record — each said only when the data has it.
 */
export async function machineLocation(ctx: ToolContext, mention: string): Promise<ToolResult> {
  const lookup = await findMachine(ctx, mention);
  if (lookup.kind !== 'one') return unresolved('machine_location', mention, lookup, (n) => `Where is ${n}?`);
  const e = lookup.machine;
  const fix = ctx.features.fleetTracking ? (await listPositions(ctx.tx, ctx.scope, { equipmentId: e.id })).items[0] : undefined;
  const parts: string[] = [];
  if (e.jobSite) parts.push(`${e.name} is assigned to the job site ${e.jobSite.name}.`);
  if (fix && fix.latitude !== null && fix.longitude !== null && fix.fixedAt) {
    parts.push(
      `The tracker on ${e.name} last reported ${fix.latitude.toFixed(5)}, ${fix.longitude.toFixed(5)} at ${fix.fixedAt.slice(0, 16).replace('T', ' ')} UTC (GPS ${fix.gpsStatus.replace('_', ' ')}, ${fix.movementStatus.replace('_', ' ')}).`,
    );
  } else if (fix) {
    parts.push(`The tracker on ${e.name} has not reported a position yet.`);
  }
  if (e.location) parts.push(`The location on ${e.name}'s record is "${e.location}".`);
  if (parts.length === 0)
    parts.push(
      `I don't know where ${e.name} is: it has no job site, no location on its record${ctx.features.fleetTracking ? ' and no tracker position' : ''}.`,
    );
  return {
    intent: 'machine_location',
    text: parts.join(' '),
    facts: {
      machine: { id: e.id, name: e.name },
      jobSite: e.jobSite?.name ?? null,
      recordLocation: e.location,
      lastFix: fix?.fixedAt
        ? { latitude: fix.latitude, longitude: fix.longitude, at: fix.fixedAt, gpsStatus: fix.gpsStatus, movement: fix.movementStatus }
        : null,
    },
    citations: [machineCitation(e), ...(e.jobSite ? [siteCitation(e.jobSite)] : [])],
    suggestions: [`What is the status of ${e.name}?`, `What did we spend on repairs for ${e.name} this year?`],
  };
}

/** One machine's status, availability, hours and next service, from its register record. */
export async function machineStatus(ctx: ToolContext, mention: string): Promise<ToolResult> {
  const lookup = await findMachine(ctx, mention);
  if (lookup.kind !== 'one') return unresolved('machine_status', mention, lookup, (n) => `What is the status of ${n}?`);
  const e: Equipment = lookup.machine;
  const bits = [`${e.name} is ${statusLabelOf(e.status)} (${e.availability}).`];
  if (e.hours !== null) bits.push(`Its meter reads ${e.hours} h.`);
  if (e.nextServiceDate)
    bits.push(`Next service is due ${e.nextServiceDate}${e.nextServiceHours !== null ? ` or at ${e.nextServiceHours} h` : ''}.`);
  if (e.assignedToName) bits.push(`It is checked out to ${e.assignedToName}.`);
  if (e.jobSite) bits.push(`It is at the job site ${e.jobSite.name}.`);
  return {
    intent: 'machine_status',
    text: bits.join(' '),
    facts: {
      machine: { id: e.id, name: e.name, model: e.model, manufacturer: e.manufacturer },
      status: e.status,
      availability: e.availability,
      hours: e.hours,
      nextServiceDate: e.nextServiceDate,
      nextServiceHours: e.nextServiceHours,
      checkedOutTo: e.assignedToName,
      jobSite: e.jobSite?.name ?? null,
    },
    citations: [machineCitation(e), ...(e.jobSite ? [siteCitation(e.jobSite)] : [])],
    suggestions: [`Where is ${e.name}?`, `What did we spend on repairs for ${e.name} this year?`],
  };
}

/** How many of a type's machines an answer names, and how many its facts list. */
const namedMax = 8;
const factsMax = 25;

/** How many live machines the company has, by status, or of one type. */
/** How a status reads after "are": "in maintenance", "under repair", "out of service", "idle". */
const statusPhrase = (status: EquipmentStatus) =>
  status === 'maintenance' ? 'in maintenance' : status === 'repair' ? 'under repair' : statusLabelOf(status).toLowerCase();

/**
 * A count by stored status is the register's. The dashboard's "in maintenance" is the availability rule (ADR 0003): it
 * also counts repair, out of service and machines with a service task in hand, so the answer says which it is.
 */
const registerNote = (status: EquipmentStatus | null) =>
  status === 'maintenance' || status === 'repair' || status === 'out_of_service'
    ? " That is the status on each machine's record; the dashboard's “in maintenance” also counts machines under repair or out of service and those with a service task in hand."
    : '';

export async function machineCount(ctx: ToolContext, status: EquipmentStatus | null, type: EquipmentType | null): Promise<ToolResult> {
  const what = type ? equipmentTypeWord(type) : 'machine';
  if (!type) {
    const stats = await equipmentStats(ctx.tx, ctx.scope, undefined);
    const n = status ? (stats.byStatus[status] ?? 0) : stats.total;
    const breakdown = equipmentStatuses
      .filter((s) => (stats.byStatus[s] ?? 0) > 0)
      .map((s) => `${stats.byStatus[s]} ${statusLabelOf(s).toLowerCase()}`);
    return {
      intent: 'machine_count',
      text: status
        ? `${countOf(n, what)} ${n === 1 ? 'is' : 'are'} ${statusPhrase(status)}, of ${stats.total} in the register.${registerNote(status)}`
        : `You have ${countOf(stats.total, what)} in the register${breakdown.length ? `: ${breakdown.join(', ')}` : ''}.`,
      facts: { total: stats.total, byStatus: stats.byStatus, status, count: n },
      citations: [
        {
          kind: 'equipment',
          id: 'register',
          label: 'Equipment register',
          href: status ? `/dashboard/equipment?status=${status}` : '/dashboard/equipment',
        },
      ],
      suggestions: ['Which machines are overdue for service?', 'How many excavators are idle?'],
    };
  }
  const { total: n, machines } = await equipmentOfType(ctx.tx, ctx.scope, type, status, factsMax);
  const plural = `${what}s`;
  return {
    intent: 'machine_count',
    text: `${countOf(n, what, plural)}${status ? ` ${n === 1 ? 'is' : 'are'} ${statusPhrase(status)}` : ' in the register'}${n > 0 && n <= namedMax ? `: ${machines.map((e) => e.name).join(', ')}` : ''}.${registerNote(status)}`,
    facts: { type, status, count: n, machines },
    citations: machines.slice(0, namedMax).map(machineCitation),
    suggestions: ['Which machines are overdue for service?'],
  };
}
