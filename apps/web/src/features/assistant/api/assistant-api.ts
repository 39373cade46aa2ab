import { useMutation } from '@tanstack/react-query';
import type { AssistantChatMessage, AssistantReply } from '@gears/domain/assistant/assistant.schema';
import { assistantMessages } from '@gears/domain/assistant/messages';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';

/** POST /api/assistant/messages with the conversation's last ≤ 5 messages (spec 01 §9). */
export function useAskAssistant() {
  return useMutation({
    mutationFn: (messages: AssistantChatMessage[]) =>
      apiRequest<AssistantReply>('/api/assistant/messages', { method: 'POST', body: { messages, today: localToday() } }),
  });
}

/**
 * spec 01 §8: no connection → 'trouble connecting'; a refused question keeps the server's words (it says what to fix);
 * anything else → 'technical difficulties'.
 */
export function assistantFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return assistantMessages.connectionTrouble;
    if (error.status === 400) return error.message;
  }
  return assistantMessages.technicalDifficulties;
}
