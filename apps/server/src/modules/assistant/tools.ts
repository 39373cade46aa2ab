import { equipmentStatuses, equipmentTypes, periodOf, type AssistantIntent } from '@gears/domain';
import type { ToolContext, ToolResult } from './assistant.context.ts';
import { openInvoices, openQuotes } from './commerce.tools.ts';
import { machineCount, machineLocation, machineStatus } from './fleet.tools.ts';
import { dueMaintenance, overdueMaintenance } from './maintenance.tools.ts';
import { howTo } from './manual.tools.ts';
import { notUnderstood, searchRecords } from './search.tools.ts';
import { repairSpend } from './spend.tools.ts';
import { lowStock } from './stock.tools.ts';

/** Answers one recognised intent with the product's own reads, in the caller's tenant transaction. */
export async function runIntent(ctx: ToolContext, intent: AssistantIntent): Promise<ToolResult> {
  switch (intent.kind) {
    case 'overdue_maintenance':
      return overdueMaintenance(ctx);
    case 'due_maintenance':
      return dueMaintenance(ctx, intent.withinDays);
    case 'repair_spend':
      return repairSpend(ctx, intent.machine, intent.period);
    case 'machine_location':
      return machineLocation(ctx, intent.machine);
    case 'machine_status':
      return machineStatus(ctx, intent.machine);
    case 'machine_count':
      return machineCount(ctx, intent.status, intent.type);
    case 'open_quotes':
      return openQuotes(ctx);
    case 'open_invoices':
      return openInvoices(ctx, intent.overdueOnly);
    case 'low_stock':
      return lowStock(ctx);
    case 'how_to':
      return howTo(ctx, intent.topic, intent.machine);
    case 'search':
      return searchRecords(ctx, intent.term);
    case 'unknown':
      return notUnderstood(null);
  }
}

/** A function a model may call: its JSON-schema parameters and how its arguments become an intent (null: bad arguments). */
export type ToolDefinition = {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  toIntent(args: Record<string, unknown>, today: string): AssistantIntent | null;
};

const noParams = { type: 'object', properties: {}, additionalProperties: false };
const text = (v: unknown, max = 100): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
const machineParam = {
  type: 'string',
  description: 'The machine as the user named it: unit number, name, model or type and number (e.g. "CAT 320", "excavator 7", "950M").',
};

/** The intents offered to a model by function calling (issue 18 item 3): the same tools the rules answer with. */
export const toolDefinitions: ToolDefinition[] = [
  {
    name: 'overdue_maintenance',
    description: 'Maintenance tasks that are overdue (past their due date or due hours), with their machines.',
    parameters: noParams,
    toIntent: () => ({ kind: 'overdue_maintenance' }),
  },
  {
    name: 'due_maintenance',
    description: 'Open maintenance tasks falling due from today through the next N days.',
    parameters: {
      type: 'object',
      properties: { within_days: { type: 'integer', minimum: 0, maximum: 365 } },
      required: ['within_days'],
      additionalProperties: false,
    },
    toIntent: (a) => {
      const n = Number(a.within_days);
      return Number.isInteger(n) && n >= 0 && n <= 365 ? { kind: 'due_maintenance', withinDays: n } : null;
    },
  },
  {
    name: 'repair_spend',
    description:
      'What completed repairs cost over a period, for one machine or (without machine) the whole fleet. Money exact to the cent.',
    parameters: {
      type: 'object',
      properties: {
        machine: machineParam,
        period: {
          type: 'string',
          description: 'The period in words: "this year", "last month", "last 90 days", "in 2025", "this quarter".',
        },
      },
      additionalProperties: false,
    },
    toIntent: (a, today) => ({
      kind: 'repair_spend',
      machine: text(a.machine),
      period: periodOf(text(a.period) ?? 'this year', today) ?? periodOf('this year', today)!,
    }),
  },
  {
    name: 'machine_location',
    description: "Where a machine is: its job site, its tracker's last GPS position and the location on its record.",
    parameters: { type: 'object', properties: { machine: machineParam }, required: ['machine'], additionalProperties: false },
    toIntent: (a) => (text(a.machine) ? { kind: 'machine_location', machine: text(a.machine)! } : null),
  },
  {
    name: 'machine_status',
    description: "One machine's status, availability, meter hours, next service and who holds it.",
    parameters: { type: 'object', properties: { machine: machineParam }, required: ['machine'], additionalProperties: false },
    toIntent: (a) => (text(a.machine) ? { kind: 'machine_status', machine: text(a.machine)! } : null),
  },
  {
    name: 'machine_count',
    description: 'How many machines the company has, optionally of one status and/or one type.',
    parameters: {
      type: 'object',
      properties: { status: { type: 'string', enum: [...equipmentStatuses] }, type: { type: 'string', enum: [...equipmentTypes] } },
      additionalProperties: false,
    },
    toIntent: (a) => ({
      kind: 'machine_count',
      status: (equipmentStatuses as readonly unknown[]).includes(a.status) ? (a.status as (typeof equipmentStatuses)[number]) : null,
      type: (equipmentTypes as readonly unknown[]).includes(a.type) ? (a.type as (typeof equipmentTypes)[number]) : null,
    }),
  },
  {
    name: 'open_quotes',
    description: 'Open quote requests and the value of the priced ones.',
    parameters: noParams,
    toIntent: () => ({ kind: 'open_quotes' }),
  },
  {
    name: 'open_invoices',
    description: 'Issued invoices with a balance left to pay (or only the overdue ones) and the total owed.',
    parameters: { type: 'object', properties: { overdue_only: { type: 'boolean' } }, additionalProperties: false },
    toIntent: (a) => ({ kind: 'open_invoices', overdueOnly: a.overdue_only === true }),
  },
  {
    name: 'low_stock',
    description: 'Parts at or below their reorder point.',
    parameters: noParams,
    toIntent: () => ({ kind: 'low_stock' }),
  },
  {
    name: 'how_to',
    description: 'How to do a maintenance or repair job: searches the machine manuals.',
    parameters: {
      type: 'object',
      properties: { topic: { type: 'string', description: 'What to do, e.g. "change the hydraulic filter".' }, machine: machineParam },
      required: ['topic'],
      additionalProperties: false,
    },
    toIntent: (a) => (text(a.topic, 200) ? { kind: 'how_to', topic: text(a.topic, 200)!, machine: text(a.machine) } : null),
  },
  {
    name: 'search_records',
    description: 'Searches equipment, maintenance tasks, parts, quotes, invoices and job sites by text.',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', minLength: 2, maxLength: 100 } },
      required: ['query'],
      additionalProperties: false,
    },
    toIntent: (a) => {
      const q = text(a.query);
      return q && q.length >= 2 ? { kind: 'search', term: q } : null;
    },
  },
];
