/** One server-sent event as the browser's EventSource would dispatch it. */
export type SseEvent = { id: string | null; event: string; data: string };

export type SseStreamClient = {
  status: number;
  headers: Headers;
  /** The body when the server refused the stream (JSON error). */
  body: string;
  /** The next event, or null when the stream ended; fails after `waitMs` without one. */
  next(waitMs?: number): Promise<SseEvent | null>;
  close(): void;
};

/** Opens GET {base}/api/events over real HTTP (app.inject waits for the end of a response, which a stream never has). */
export async function openEvents(base: string, headers: Record<string, string>): Promise<SseStreamClient> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers, signal: abort.signal });
  if (res.status !== 200 || !res.body) {
    return { status: res.status, headers: res.headers, body: await res.text(), next: async () => null, close: () => {} };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  const queued: SseEvent[] = [];
  // A read that lost a race with the timeout is kept for the next call, so its chunk is not dropped.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  const parse = () => {
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) queued.push({ id, event, data: data.join('\n') });
    }
  };
  const next = async (waitMs = 10_000): Promise<SseEvent | null> => {
    const deadline = Date.now() + waitMs;
    while (queued.length === 0) {
      if (done) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event arrived');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left)));
      pending ??= reader.read();
      const read = await Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
      if (read === 'timeout') throw new Error('no event arrived');
      pending = null;
      if (read.done) done = true;
      else {
        buffer += read.value;
        parse();
      }
    }
    return queued.shift()!;
  };
  const close = () => {
    void reader.cancel().catch(() => {});
    abort.abort();
  };
  return { status: res.status, headers: res.headers, body: '', next, close };
}
