/**
 * The history export's messages and limits (issue 17 item 5), without its request schema: the web's export dialog needs
 * only these, and importing the rules file put zod's core (92 kB) on the equipment page's first load (ADR 0043).
 */
export const historyMessages = {
  range: 'The start date must be on or before the end date',
  tooLong: 'Export at most 3 years at a time',
  chooseCompany: 'Choose a company to export its history',
  date: 'Use a date like 2026-03-09',
} as const;

/** The longest range one export covers. */
export const historyMaxDays = 1096;
/** Without a start date the export covers the year up to the end date. */
export const historyDefaultDays = 365;
