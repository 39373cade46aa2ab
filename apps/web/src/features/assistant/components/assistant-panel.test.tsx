// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AssistantReply } from '@gears/domain';
import { assistantMessages } from '@gears/domain/assistant/messages';
import { buildMe, LocationProbe, renderWithSession } from '../../../test/test-utils.tsx';
import { AssistantButton } from './ai-button.tsx';

const machine = '5a0e4f0e-6a43-4e0a-9d8e-0f4a1b2c3d4e';
const reply: AssistantReply = {
  reply: 'Repair spend on EX-101 Cat 320 GC this year: $4,250.75 over 3 completed repairs.',
  citations: [{ kind: 'equipment', id: machine, label: 'EX-101 Cat 320 GC', href: `/dashboard/equipment?id=${machine}` }],
  suggestions: ['Where is EX-101 Cat 320 GC?'],
  intent: 'repair_spend',
  answeredBy: 'rules',
};

// The panel is a lazy chunk; load it once up front so a busy machine does not time out the first open.
beforeAll(async () => {
  await import('./assistant-panel.tsx');
});

let bodies: { messages: { role: string; content: string }[] }[];
let respond: () => Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  bodies = [];
  respond = async () => json(reply);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return respond();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHeader(me = buildMe()) {
  return renderWithSession(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AssistantButton />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    me,
  );
}

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'AI assistant' }));
  return screen.findByRole('textbox', { name: 'Your question' }, { timeout: 5000 });
}

const ask = (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
};

describe('the header assistant', () => {
  it('asks, shows the answer with its sources as links and suggestion chips, and a source link navigates', async () => {
    renderHeader();
    const input = await open();
    ask(input, '  What did we spend on repairs for the CAT 320 this year?  ');
    expect(await screen.findByText(reply.reply)).toBeTruthy();
    expect(bodies[0]!.messages).toEqual([{ role: 'user', content: 'What did we spend on repairs for the CAT 320 this year?' }]);
    const link = screen.getByRole('link', { name: 'EX-101 Cat 320 GC' });
    expect(link.getAttribute('href')).toBe(`/dashboard/equipment?id=${machine}`);
    fireEvent.click(screen.getByRole('button', { name: 'Where is EX-101 Cat 320 GC?' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    fireEvent.click(await screen.findAllByRole('link', { name: 'EX-101 Cat 320 GC' }).then((l) => l[0]!));
    expect(screen.getByTestId('location').textContent).toBe(`/dashboard/equipment?id=${machine}`);
  });

  it('sends only the last 5 messages', async () => {
    renderHeader();
    const input = await open();
    for (let i = 1; i <= 4; i++) {
      ask(input, `question ${i}`);
      await waitFor(() => expect(screen.getAllByText(reply.reply)).toHaveLength(i));
    }
    // Seven messages with the fourth question: the first two are left out (spec 01 §9).
    expect(bodies[3]!.messages).toEqual([
      { role: 'user', content: 'question 2' },
      { role: 'assistant', content: reply.reply },
      { role: 'user', content: 'question 3' },
      { role: 'assistant', content: reply.reply },
      { role: 'user', content: 'question 4' },
    ]);
  });

  it('ignores an empty text and a send while a reply is pending', async () => {
    let release: () => void = () => {};
    respond = () => new Promise((resolve) => (release = () => resolve(json(reply))));
    renderHeader();
    const input = await open();
    ask(input, '   ');
    expect(bodies).toHaveLength(0);
    ask(input, 'first');
    await screen.findByText('Looking at your records…');
    ask(input, 'second');
    expect(bodies).toHaveLength(1);
    release();
    expect(await screen.findByText(reply.reply)).toBeTruthy();
    expect(screen.queryAllByText('second').filter((el) => el.tagName !== 'TEXTAREA')).toEqual([]);
  });

  it("a failed request says the spec's apology", async () => {
    respond = async () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500);
    renderHeader();
    ask(await open(), 'hello');
    expect(await screen.findByText(assistantMessages.technicalDifficulties)).toBeTruthy();
  });

  it('a provider admin without a client: the spec message, and nothing can be sent', async () => {
    renderHeader(
      buildMe({ user: { role: 'gears_admin' }, context: { isAdmin: true, companyId: null, companyName: 'GEARS Admin Dashboard' } }),
    );
    const input = await open();
    expect(screen.getByRole('alert').textContent).toBe(assistantMessages.noCompany);
    expect((input as HTMLTextAreaElement).disabled).toBe(true);
    // It does not claim to answer from the provider's "own records": it says how to get a company to ask about.
    expect(screen.queryByText(/GEARS Admin Dashboard's own records/)).toBeNull();
    expect(screen.getByText('Impersonate a client company to ask about its records')).toBeTruthy();
  });

  it('Escape closes the panel and the conversation is kept for the next open', async () => {
    renderHeader();
    const input = await open();
    ask(input, 'hello');
    await screen.findByText(reply.reply);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'AI assistant' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'AI assistant' }));
    expect(await screen.findByText(reply.reply)).toBeTruthy();
  });
});
