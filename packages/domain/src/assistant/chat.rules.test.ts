import { describe, expect, it } from 'vitest';
import { chatHistory, sendIgnoredBecause, type ChatEntry } from './chat.rules.ts';

describe('chatHistory', () => {
  it('sends the last 5 messages, without system notices, newest last', () => {
    const entries: ChatEntry[] = [
      { type: 'system', content: 'Welcome' },
      ...Array.from({ length: 6 }, (_, i): ChatEntry => ({ type: i % 2 ? 'assistant' : 'user', content: ` m${i} ` })),
    ];
    expect(chatHistory(entries)).toEqual([
      { role: 'assistant', content: 'm1' },
      { role: 'user', content: 'm2' },
      { role: 'assistant', content: 'm3' },
      { role: 'user', content: 'm4' },
      { role: 'assistant', content: 'm5' },
    ]);
  });
});

describe('sendIgnoredBecause', () => {
  it.each([
    ['   ', { isPending: false, hasCompany: true }, 'empty'],
    ['hi', { isPending: true, hasCompany: true }, 'pending'],
    ['hi', { isPending: false, hasCompany: false }, 'no_company'],
    ['hi', { isPending: false, hasCompany: true }, null],
  ] as const)('%j %j → %s', (text, state, reason) => {
    expect(sendIgnoredBecause(text, state)).toBe(reason);
  });
});
