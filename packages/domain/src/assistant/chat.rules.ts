import type { AssistantChatMessage } from './assistant.schema.ts';
import { assistantHistoryLimit, assistantMessageMaxLength } from './messages.ts';

/** spec 01 §3 chat message types: the person, the assistant, and the system's own notices (never sent to the server). */
export type ChatEntry = { type: 'user' | 'assistant' | 'system'; content: string };

/** spec 01 §9: the last 5 messages of the conversation, system notices left out, the newest last. */
export function chatHistory(entries: readonly ChatEntry[]): AssistantChatMessage[] {
  return entries
    .filter((e): e is ChatEntry & { type: 'user' | 'assistant' } => e.type !== 'system' && e.content.trim() !== '')
    .slice(-assistantHistoryLimit)
    .map((e) => ({ role: e.type, content: e.content.trim().slice(0, assistantMessageMaxLength) }));
}

/** spec 01 §5: a send is ignored when the text is empty after trimming, a reply is pending, or there is no company context. */
export function sendIgnoredBecause(
  text: string,
  state: { isPending: boolean; hasCompany: boolean },
): 'empty' | 'pending' | 'no_company' | null {
  if (!text.trim()) return 'empty';
  if (state.isPending) return 'pending';
  if (!state.hasCompany) return 'no_company';
  return null;
}
