import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Send, Sparkles, X } from 'lucide-react';
import { chatHistory, sendIgnoredBecause } from '@gears/domain/assistant/chat.rules';
import { assistantMessages, assistantStarterSuggestions } from '@gears/domain/assistant/messages';
import { useSession } from '../../../lib/session.ts';
import { assistantFailureText, useAskAssistant } from '../api/assistant-api.ts';
import { ChatMessage, type ChatItem } from './chat-message.tsx';

let sequence = 0;
const itemOf = (type: ChatItem['type'], content: string, extra: Partial<ChatItem> = {}): ChatItem => ({
  id: `m${++sequence}`,
  type,
  content,
  timestamp: new Date().toISOString(),
  citations: [],
  suggestions: [],
  ...extra,
});

/**
 * The assistant's chat (spec 01 §2 popover; full screen below 768 px). It stays mounted once opened, so the
 * conversation survives closing it. Sends the last 5 messages; an empty text, a pending reply or no company context
 * ignores the send (spec 01 §5).
 */
export function AssistantPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { context } = useSession();
  // spec 01 §4: a provider admin who is not viewing as a client has no company to ask about.
  const hasCompany = !!context?.companyId;
  const [items, setItems] = useState<ChatItem[]>([]);
  const [text, setText] = useState('');
  const ask = useAskAssistant();
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // The newest message in view (happy-dom has no scrollIntoView).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [items, ask.isPending]);

  const send = (question: string) => {
    if (sendIgnoredBecause(question, { isPending: ask.isPending, hasCompany })) return;
    const next = [...items, itemOf('user', question.trim())];
    setItems(next);
    setText('');
    ask.mutate(chatHistory(next), {
      onSuccess: (r) => setItems((was) => [...was, itemOf('assistant', r.reply, { citations: r.citations, suggestions: r.suggestions })]),
      onError: (err) => setItems((was) => [...was, itemOf('system', assistantFailureText(err))]),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-label="AI assistant"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="fixed inset-0 z-50 flex flex-col bg-card md:inset-auto md:top-14 md:right-3 md:h-[min(36rem,calc(100dvh-5rem))] md:w-[26rem] md:rounded-lg md:border md:shadow-xl"
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">AI Assistant</h2>
          <p className="truncate text-xs text-muted-foreground">
            {hasCompany
              ? `Answers from ${context?.companyName ?? 'your company'}'s own records`
              : 'Impersonate a client company to ask about its records'}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the assistant"
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:size-9"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <ol role="log" aria-live="polite" aria-label="Conversation" className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3">
        {!hasCompany ? (
          <li role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
            {assistantMessages.noCompany}
          </li>
        ) : items.length === 0 ? (
          <ChatMessage
            item={itemOf(
              'assistant',
              'Ask me about your machines, maintenance, repair spend, parts, quotes and invoices. I answer from your records and link to them.',
              {
                id: 'intro',
                suggestions: [...assistantStarterSuggestions],
              },
            )}
            onAsk={send}
            onFollowLink={onClose}
            isPending={ask.isPending}
          />
        ) : (
          items.map((item) => <ChatMessage key={item.id} item={item} onAsk={send} onFollowLink={onClose} isPending={ask.isPending} />)
        )}
        {ask.isPending ? (
          <li className="self-start rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground" aria-label="The assistant is answering">
            Looking at your records…
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
        <label htmlFor="assistant-question" className="sr-only">
          Your question
        </label>
        <textarea
          id="assistant-question"
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          rows={1}
          maxLength={2000}
          disabled={!hasCompany}
          placeholder="Ask about your fleet…"
          className="min-h-11 flex-1 resize-none rounded-md border bg-background px-3 py-2.5 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        />
        <button
          type="submit"
          disabled={!hasCompany || ask.isPending || !text.trim()}
          aria-label="Send"
          className="inline-flex size-11 items-center justify-center rounded-md bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        >
          <Send className="size-5" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
