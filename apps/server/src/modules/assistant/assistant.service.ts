import { assistantMessages, effectiveToday, hasFeature, recognizeIntent, type AssistantRequest, type AssistantReply } from '@gears/domain';
import type { AiConfig } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import type { TxRunner } from '../../db/runner.ts';
import type { Scope } from '../../platform/scope.ts';
import { planOfCompany } from '../billing/index.ts';
import type { ToolContext, ToolResult } from './assistant.context.ts';
import { answerWithModel } from './model-answer.service.ts';
import { runIntent, toolDefinitions } from './tools.ts';

export type AssistantDeps = {
  ai: AiConfig | null;
  log: (err: unknown) => void;
  /** The model endpoint's fetch (tests pass the real one to a fake server; production uses the global). */
  fetchImpl?: typeof fetch;
};

type CompanyScope = Scope & { companyId: string };

async function contextOf(tx: Sql, scope: CompanyScope, today: string): Promise<ToolContext> {
  const plan = await planOfCompany(tx, scope.companyId);
  return {
    tx,
    scope,
    today,
    features: { fleetTracking: hasFeature(plan.limitsTier, 'fleet_tracking'), inventory: hasFeature(plan.limitsTier, 'light_inventory') },
  };
}

const replyOf = (r: ToolResult, answeredBy: AssistantReply['answeredBy']): AssistantReply => ({
  reply: r.text,
  citations: r.citations,
  suggestions: r.suggestions,
  intent: r.intent,
  answeredBy,
});

/**
 * spec 01 §2 AI assistant (issue 18 item 3): answers the newest question of the last ≤ 5 messages from the company's own
 * data. Every read runs in a tenant transaction under the caller's scope (RLS; an impersonating admin reads the client).
 * A provider admin in the all-company view has no company to answer about (spec 01 §8). With AI_BASE_URL set a model
 * phrases the answer from the same tools; otherwise the rules do (DESIGN §5). Failures answer the spec's apologies.
 */
export async function answerQuestion(
  run: TxRunner,
  scope: Scope,
  deps: AssistantDeps,
  input: AssistantRequest,
  now = new Date(),
): Promise<AssistantReply> {
  if (scope.companyId === null)
    return { reply: assistantMessages.noCompany, citations: [], suggestions: [], intent: 'unknown', answeredBy: 'rules' };
  const company: CompanyScope = { ...scope, companyId: scope.companyId };
  const today = effectiveToday(now, input.today);
  const question = input.messages[input.messages.length - 1]!.content;
  const byRules = async (): Promise<AssistantReply> =>
    replyOf(await run(async (tx) => runIntent(await contextOf(tx, company, today), recognizeIntent(question, today))), 'rules');
  try {
    if (!deps.ai) return await byRules();
    return await answerWithModel(
      deps.ai,
      input.messages,
      async ({ name, args }) => {
        const intent = toolDefinitions.find((d) => d.name === name)?.toIntent(args, today) ?? null;
        return intent ? run(async (tx) => runIntent(await contextOf(tx, company, today), intent)) : null;
      },
      byRules,
      deps.fetchImpl,
    );
  } catch (err) {
    deps.log(err);
    return {
      reply: assistantMessages.technicalDifficulties,
      citations: [],
      suggestions: [],
      intent: 'unknown',
      answeredBy: deps.ai ? 'model' : 'rules',
    };
  }
}
