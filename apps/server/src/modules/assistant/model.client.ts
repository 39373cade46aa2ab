import type { AiConfig } from '../../config.ts';

/**
 * One round with an OpenAI-compatible chat-completions endpoint offering tools by function calling (the same
 * AI_BASE_URL / AI_MODEL / AI_API_KEY settings and timeout as part identification, modules/parts/ai-enrichment.client.ts).
 */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ModelToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export type ModelToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };

export type ModelTool = { type: 'function'; function: { name: string; description: string; parameters: Record<string, unknown> } };

export type ModelTurn =
  | { kind: 'tools'; message: Extract<ChatMessage, { role: 'assistant' }>; calls: ModelToolCall[] }
  | { kind: 'answer'; content: string }
  /** spec 01 §8: unreachable → 'trouble connecting'; an error answer → 'technical difficulties'; no text → 'encountered an issue'. */
  | { kind: 'failed'; reason: 'unreachable' | 'error' | 'empty'; detail: string };

export async function chatRound(
  config: AiConfig,
  messages: ChatMessage[],
  tools: ModelTool[],
  fetchImpl: typeof fetch = fetch,
): Promise<ModelTurn> {
  let res: Response;
  try {
    res = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, temperature: 0, messages, tools, tool_choice: 'auto' }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    return { kind: 'failed', reason: 'unreachable', detail: err instanceof Error ? err.message : String(err) };
  }
  if (!res.ok) return { kind: 'failed', reason: 'error', detail: `The AI service answered ${res.status}` };
  let body: { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    return { kind: 'failed', reason: 'error', detail: 'The AI service sent an answer that is not JSON' };
  }
  const message = body.choices?.[0]?.message;
  const calls = Array.isArray(message?.tool_calls) ? (message.tool_calls as unknown[]).filter(isToolCall) : [];
  if (calls.length > 0) {
    return {
      kind: 'tools',
      message: { role: 'assistant', content: typeof message?.content === 'string' ? message.content : null, tool_calls: calls },
      calls,
    };
  }
  const content = message?.content;
  if (typeof content !== 'string' || !content.trim()) return { kind: 'failed', reason: 'empty', detail: 'The AI service sent no answer' };
  return { kind: 'answer', content: content.trim() };
}

function isToolCall(v: unknown): v is ModelToolCall {
  const c = v as ModelToolCall;
  return !!c && typeof c.id === 'string' && typeof c.function?.name === 'string' && typeof c.function?.arguments === 'string';
}
