import { z } from 'zod';
import { addDays, daysBetween, type IsoDate } from '../maintenance/dates.rules.ts';
import { historyDefaultDays, historyMaxDays, historyMessages } from './history.messages.ts';

/**
 * History export (issue 17 item 5; spec 01 §6 history_export, professional and up): the activity log of one machine or
 * of the whole company as CSV, one UTC date range, formula cells escaped (csv.rules.ts csvField).
 */
export { historyDefaultDays, historyMaxDays, historyMessages } from './history.messages.ts';

const isoDate = z.iso.date({ error: historyMessages.date });
export const historyExportQuery = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional(), companyId: z.uuid({ message: 'Not a valid id.' }).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: historyMessages.range, path: ['from'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < historyMaxDays, { message: historyMessages.tooLong, path: ['from'] });
export type HistoryExportQuery = z.infer<typeof historyExportQuery>;

/** The range an export covers: `to` defaults to today, `from` to a year before it (both inclusive, UTC days). */
export function historyRange(q: { from?: IsoDate; to?: IsoDate }, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const to = q.to ?? today;
  return { from: q.from ?? addDays(to, -(historyDefaultDays - 1)), to };
}

export const historyCsvHeaders = ['Date (UTC)', 'Action', 'Record type', 'Record id', 'Equipment', 'User', 'Details'] as const;

/** spec 02 §9: exported CSV file names include the date. */
export function historyFileName(range: { from: IsoDate; to: IsoDate }, subject: string | null): string {
  const slug = (subject ?? 'company')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `history-${slug || 'equipment'}-${range.from}-to-${range.to}.csv`;
}

/** "equipment_documents_linked" → "Equipment documents linked". */
export function actionLabel(action: string): string {
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
