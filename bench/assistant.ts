/**
 * The assistant's answers with no model (issue 18 "Speed": p95 ≤ 1 s) at the bench scale: POST /api/assistant/messages
 * as the big company's user, one question of each kind the rules answer from the company's data, p50/p95 per question.
 */
import type { HttpClient } from './http.ts';
import { int, ms, summarize, table, timed, type Summary } from './stats.ts';

export const assistantTargetMs = 1000;

export type AssistantRow = { question: string; intent: string; stats: Summary };

/** The questions: a machine of the company is named by the first name the register lists. */
async function questionsFor(client: HttpClient, cookie: string): Promise<string[]> {
  const res = await client.get('/api/equipment?limit=1&sort=name', cookie);
  const name = (JSON.parse(res.body) as { items: { name: string }[] }).items[0]?.name ?? 'excavator 1';
  return [
    'Which machines are overdue for service?',
    `What did we spend on repairs for ${name} this year?`,
    `Where is ${name}?`,
    'How many machines do we have?',
    'Which parts are low on stock?',
    'Show open quotes',
    'Which invoices are unpaid?',
    'hydraulic',
  ];
}

export async function measureAssistant(
  client: HttpClient,
  cookie: string,
  o: { iterations: number; warmup: number; seconds: number },
): Promise<AssistantRow[]> {
  const rows: AssistantRow[] = [];
  for (const question of await questionsFor(client, cookie)) {
    let intent = '';
    const call = async () => {
      const res = await client.postJson('/api/assistant/messages', cookie, { messages: [{ role: 'user', content: question }] });
      if (res.status !== 200) throw new Error(`assistant "${question}": HTTP ${res.status} ${res.body.slice(0, 200)}`);
      intent = (JSON.parse(res.body) as { intent: string }).intent;
    };
    for (let i = 0; i < o.warmup; i++) await call();
    const samples: number[] = [];
    const deadline = performance.now() + o.seconds * 1000;
    for (let i = 0; i < o.iterations && performance.now() < deadline; i++) samples.push(await timed(call));
    rows.push({ question, intent, stats: summarize(samples) });
  }
  return rows;
}

export function assistantReport(rows: AssistantRow[]): string {
  const all = rows.map((r) => r.stats.p95);
  const worst = Math.max(...all);
  return [
    table(
      ['question', 'intent', 'n', 'p50', 'p95', 'max', 'target p95', 'result'],
      rows.map((r) => [
        r.question,
        r.intent,
        int(r.stats.n),
        ms(r.stats.p50),
        ms(r.stats.p95),
        ms(r.stats.max),
        `${assistantTargetMs} ms`,
        r.stats.p95 <= assistantTargetMs ? 'PASS' : 'MISS',
      ]),
    ),
    `  worst question p95 ${ms(worst)} ms — target ≤ ${assistantTargetMs} ms ${worst <= assistantTargetMs ? 'PASS' : 'MISS'}`,
  ].join('\n');
}
