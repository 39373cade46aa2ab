import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantMessages } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, memberOf, type Member } from './equipment-fixtures.ts';
import { closedPortUrl } from './fleet-fixtures.ts';
import { namedMachine, repairOf } from './assistant-fixtures.ts';

type ChatBody = {
  model: string;
  tools: { function: { name: string } }[];
  messages: { role: string; content: string | null; tool_call_id?: string }[];
};

/**
 * The model path (issue 18 item 3) against a fake OpenAI-compatible chat-completions server.
 * why: no model runs in tests; the fake speaks the real protocol (tools, tool_calls, tool messages), so the test checks
 * what the server sends and that the answer's figures and citations come from the tool it ran, never from the model.
 */
describe(`assistant with a model (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let admin: Member;
  let fake: http.Server;
  let requests: ChatBody[];
  let answer: (body: ChatBody) => { status: number; json: unknown };
  const ids: Record<string, string> = {};

  const toolCall = (name: string, args: unknown) => ({
    status: 200,
    json: {
      choices: [
        {
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }],
          },
        },
      ],
    },
  });
  const text = (content: string) => ({ status: 200, json: { choices: [{ message: { role: 'assistant', content } }] } });

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw) as ChatBody;
        requests.push(body);
        const out = answer(body);
        res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.json));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({ AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'fake-model' });
    call = client(t);
    const a = await insertCompany(t.db);
    const b = await insertCompany(t.db);
    admin = await memberOf(t, a.id, 'client_admin');
    ids.cat = await namedMachine(t.db, a.id, {
      name: 'EX-101 Cat 320 GC',
      manufacturer: 'Caterpillar',
      model: '320 GC',
      type: 'excavator',
    });
    ids.r1 = await repairOf(t.db, a.id, ids.cat, {
      description: 'Swing motor rebuild',
      amount: '3000.25',
      status: 'completed',
      completed: 'today',
    });
    const bCat = await namedMachine(t.db, b.id, { name: 'EX-900 Cat 320 B', manufacturer: 'Caterpillar', model: '320', type: 'excavator' });
    await repairOf(t.db, b.id, bCat, { description: 'B engine swap', amount: '77777.77', status: 'completed', completed: 'today' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });
  beforeEach(() => {
    requests = [];
  });

  const ask = async (question: string) => {
    const res = await call(admin, 'POST', '/api/assistant/messages', { messages: [{ role: 'user', content: question }] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { reply: string; citations: { kind: string; id: string }[]; intent: string; answeredBy: string };
  };

  it('the model calls a tool; the server runs it under the caller’s scope and the answer cites only what the tool returned', async () => {
    answer = (body) =>
      body.messages.some((m) => m.role === 'tool')
        ? text('You spent $3,000.25 on repairs for EX-101 this year.')
        : toolCall('repair_spend', { machine: 'CAT 320', period: 'this year' });
    const body = await ask('What did we spend on repairs for the CAT 320 this year?');
    expect(body).toMatchObject({
      reply: 'You spent $3,000.25 on repairs for EX-101 this year.',
      answeredBy: 'model',
      intent: 'repair_spend',
    });
    expect(body.citations.map((c) => c.id)).toEqual([ids.cat, ids.r1]);
    // Two rounds: the question with the tools offered, then the tool's result fed back.
    expect(requests).toHaveLength(2);
    expect(requests[0]!.model).toBe('fake-model');
    expect(requests[0]!.tools.map((x) => x.function.name)).toContain('repair_spend');
    const fed = requests[1]!.messages.find((m) => m.role === 'tool')!;
    expect(fed.tool_call_id).toBe('call_1');
    expect(fed.content).toContain('$3,000.25');
    expect(fed.content).not.toContain('77,777.77');
  });

  it('a figure the tools did not return is never shown: the tool’s own words replace the model’s', async () => {
    answer = (body) =>
      body.messages.some((m) => m.role === 'tool')
        ? text('You spent $9,999.00 on repairs.')
        : toolCall('repair_spend', { machine: 'CAT 320' });
    const body = await ask('What did we spend on repairs for the CAT 320 this year?');
    expect(body.answeredBy).toBe('rules');
    expect(body.reply).toMatch(/^Repair spend on EX-101 Cat 320 GC this year .*: \$3,000\.25 over 1 completed repair\./);
    expect(body.reply).not.toContain('9,999');
  });

  it('an answer with no tool called is the rules’ answer (nothing ungrounded)', async () => {
    answer = () => text('You have 42 machines.');
    const body = await ask('How many machines do we have?');
    expect(body).toMatchObject({ answeredBy: 'rules', reply: 'You have 1 machine in the register: 1 active.' });
  });

  it('the model failing answers the spec’s apologies', async () => {
    answer = () => ({ status: 500, json: { error: 'boom' } });
    expect((await ask('hello')).reply).toBe(assistantMessages.technicalDifficulties);
    answer = () => ({ status: 200, json: { choices: [{ message: { role: 'assistant', content: '' } }] } });
    expect((await ask('hello')).reply).toBe(assistantMessages.missingResponse);
  });

  it('an unreachable model: trouble connecting', async () => {
    const down = await createTestApp({ AI_BASE_URL: await closedPortUrl(), AI_MODEL: 'fake-model' });
    try {
      const member = await memberOf(down, (await insertCompany(down.db)).id, 'manager');
      const res = await client(down)(member, 'POST', '/api/assistant/messages', { messages: [{ role: 'user', content: 'hello' }] });
      expect(res.json().reply).toBe(assistantMessages.connectionTrouble);
    } finally {
      await down.close();
    }
  });
});
