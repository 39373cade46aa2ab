import type { AssistantCitation, AssistantIntentKind } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { Scope } from '../../platform/scope.ts';

/** One question's reading context: the tenant transaction, whose data (never all companies), today and the plan's features. */
export type ToolContext = {
  tx: Sql;
  scope: Scope & { companyId: string };
  today: string;
  /** Tier features the tools follow like their pages do (spec 01 §6): GPS positions, parts inventory. */
  features: { fleetTracking: boolean; inventory: boolean };
};

/**
 * What a tool found: the rules' answer in words, the facts (figures and records, for a model to phrase), the records
 * it used as citations and follow-up questions. A model never adds citations: they come only from here.
 */
export type ToolResult = {
  intent: AssistantIntentKind;
  text: string;
  facts: Record<string, unknown>;
  citations: AssistantCitation[];
  suggestions: string[];
};

export const tooMany = (shown: number, total: number): string => (total > shown ? `\n…and ${total - shown} more.` : '');
