import { z } from 'zod';
import { assistantHistoryLimit, assistantMessageMaxLength } from './messages.ts';

/** spec 01 §3 chat message: who said it and what. The web sends its last 5 (spec 01 §9). */
export const assistantChatMessage = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, 'Type a question.').max(assistantMessageMaxLength, `At most ${assistantMessageMaxLength} characters.`),
});
export type AssistantChatMessage = z.infer<typeof assistantChatMessage>;

/** POST /api/assistant/messages: the conversation's last ≤ 5 messages, the newest last and from the user. */
export const assistantRequest = z.strictObject({
  messages: z
    .array(assistantChatMessage)
    .min(1, 'Type a question.')
    .max(assistantHistoryLimit, `Send at most the last ${assistantHistoryLimit} messages.`)
    .refine((m) => m[m.length - 1]?.role === 'user', 'The last message must be the question.'),
  /** The browser's date (YYYY-MM-DD) for "this month", "overdue"; used when within a day of the server's. */
  today: z.iso.date().optional(),
});
export type AssistantRequest = z.infer<typeof assistantRequest>;

export const citationKinds = ['equipment', 'task', 'repair', 'part', 'quote', 'invoice', 'job_site', 'manual', 'note'] as const;
export type CitationKind = (typeof citationKinds)[number];

/** A record the answer used, with the portal path that opens it. */
export const assistantCitation = z.object({
  kind: z.enum(citationKinds),
  id: z.string(),
  label: z.string(),
  href: z.string(),
});
export type AssistantCitation = z.infer<typeof assistantCitation>;

export const assistantReply = z.object({
  reply: z.string(),
  citations: z.array(assistantCitation),
  /** Follow-up questions the person may tap (spec 01 §3 chat message suggestions). */
  suggestions: z.array(z.string()),
  /** Which tool answered ('unknown' when none did), and whether a model wrote the words. */
  intent: z.string(),
  answeredBy: z.enum(['rules', 'model']),
});
export type AssistantReply = z.infer<typeof assistantReply>;
