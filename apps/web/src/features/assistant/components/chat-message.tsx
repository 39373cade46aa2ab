import { Link } from 'react-router';
import type { AssistantCitation } from '@gears/domain/assistant/assistant.schema';
import { cn } from '../../../lib/cn.ts';

/** spec 01 §3 chat message: id, type, content, timestamp, suggestions — plus the records an answer cites. */
export type ChatItem = {
  id: string;
  type: 'user' | 'assistant' | 'system';
  content: string;
  timestamp: string;
  citations: AssistantCitation[];
  suggestions: string[];
};

type Props = { item: ChatItem; onAsk: (question: string) => void; onFollowLink: () => void; isPending: boolean };

/** One message: the person's on the right, the assistant's on the left with its sources as links and its chips. */
export function ChatMessage({ item, onAsk, onFollowLink, isPending }: Props) {
  const mine = item.type === 'user';
  return (
    <li className={cn('flex flex-col gap-1.5', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[90%] rounded-lg px-3 py-2 text-sm whitespace-pre-line',
          mine ? 'bg-primary text-primary-foreground' : item.type === 'system' ? 'border border-destructive/40 bg-card' : 'bg-muted',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : item.type === 'system' ? 'Notice: ' : 'Assistant: '}</span>
        {item.content}
      </div>
      {item.citations.length > 0 ? (
        <div className="max-w-[90%] text-xs">
          <p className="mb-1 font-medium text-muted-foreground">Sources</p>
          <ul className="flex flex-wrap gap-1.5">
            {item.citations.map((c) => (
              <li key={`${c.kind}:${c.id}`}>
                <Link
                  to={c.href}
                  onClick={onFollowLink}
                  className="inline-flex min-h-8 items-center rounded-md border bg-card px-2 py-1 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.suggestions.length > 0 ? (
        <ul className="flex max-w-[95%] flex-wrap gap-1.5" aria-label="Suggested questions">
          {item.suggestions.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => onAsk(s)}
                disabled={isPending}
                className="min-h-9 rounded-full border border-primary/40 bg-card px-3 py-1 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
