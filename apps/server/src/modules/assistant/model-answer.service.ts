import { assistantMessages, type AssistantChatMessage, type AssistantCitation, type AssistantReply } from '@gears/domain';
import type { AiConfig } from '../../config.ts';
import type { ToolResult } from './assistant.context.ts';
import { chatRound, type ChatMessage, type ModelTool } from './model.client.ts';
import { toolDefinitions } from './tools.ts';

/** Rounds of tool calls before the answer must come (a model looping on tools gets the tools' own words instead). */
const maxRounds = 4;

const instructions = `You are the GEARS Portal assistant for one company's heavy-equipment fleet.
Answer only from the results of the tools you call: never state a figure, date, name or amount that a tool did not return.
Call a tool for every question about the company's machines, maintenance, repairs, parts, quotes, invoices or manuals.
If no tool fits, say plainly that you cannot answer that. Keep answers short; money exactly as the tools give it.`;

const modelTools: ModelTool[] = toolDefinitions.map((d) => ({
  type: 'function',
  function: { name: d.name, description: d.description, parameters: d.parameters },
}));

/** Runs one recognised tool call in its own tenant transaction (never held open while the model thinks, DESIGN §4a). */
export type ToolRunner = (call: { name: string; args: Record<string, unknown> }) => Promise<ToolResult | null>;

/**
 * The model path (issue 18 item 3): the conversation and the tools go to the model; each tool call runs server-side
 * under the caller's scope and its result goes back; the reply's citations and suggestions come only from those
 * results. A reply with a number no tool returned, or with no tool called, is replaced by the tools' own words or
 * the rules' answer (`fallback`), so the model can phrase but never invent.
 */
export async function answerWithModel(
  config: AiConfig,
  history: AssistantChatMessage[],
  runTool: ToolRunner,
  fallback: () => Promise<AssistantReply>,
  fetchImpl: typeof fetch = fetch,
): Promise<AssistantReply> {
  const messages: ChatMessage[] = [
    { role: 'system', content: instructions },
    ...history.map((m) => ({ role: m.role, content: m.content }) as ChatMessage),
  ];
  const results: ToolResult[] = [];
  for (let round = 0; round < maxRounds; round++) {
    const turn = await chatRound(config, messages, modelTools, fetchImpl);
    if (turn.kind === 'failed') return apology(turn.reason);
    if (turn.kind === 'answer') {
      if (results.length === 0) return fallback();
      if (!isGrounded(turn.content, results)) return fromResults(results);
      return { reply: turn.content, ...gathered(results), answeredBy: 'model' };
    }
    messages.push(turn.message);
    for (const call of turn.calls) {
      const args = parseArgs(call.function.arguments);
      const result = args ? await runTool({ name: call.function.name, args }) : null;
      if (result) results.push(result);
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify(
          result ? { answer: result.text, facts: result.facts } : { error: `Unknown tool or bad arguments: ${call.function.name}` },
        ),
      });
    }
  }
  return results.length > 0 ? fromResults(results) : apology('empty');
}

function apology(reason: 'unreachable' | 'error' | 'empty'): AssistantReply {
  const reply =
    reason === 'unreachable'
      ? assistantMessages.connectionTrouble
      : reason === 'error'
        ? assistantMessages.technicalDifficulties
        : assistantMessages.missingResponse;
  return { reply, citations: [], suggestions: [], intent: 'unknown', answeredBy: 'model' };
}

function parseArgs(raw: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(raw || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function gathered(results: ToolResult[]): Pick<AssistantReply, 'citations' | 'suggestions' | 'intent'> {
  const seen = new Set<string>();
  const citations: AssistantCitation[] = [];
  for (const c of results.flatMap((r) => r.citations)) {
    const key = `${c.kind}:${c.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    citations.push(c);
  }
  return {
    citations,
    suggestions: [...new Set(results.flatMap((r) => r.suggestions))].slice(0, 4),
    intent: results[results.length - 1]!.intent,
  };
}

/** The tools' own words when the model's cannot be trusted. */
function fromResults(results: ToolResult[]): AssistantReply {
  return { reply: results.map((r) => r.text).join('\n\n'), ...gathered(results), answeredBy: 'rules' };
}

const numbersIn = (text: string): string[] =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, '').replace(/\.0+$/, ''));

/** Every number in the model's reply appears in what the tools returned (figures, dates, counts, unit numbers). */
export function isGrounded(reply: string, results: ToolResult[]): boolean {
  const known = new Set(
    numbersIn(results.map((r) => `${r.text} ${JSON.stringify(r.facts)} ${r.citations.map((c) => c.label).join(' ')}`).join(' ')),
  );
  return numbersIn(reply).every((n) => known.has(n));
}
