import type { ServerResponse } from 'node:http';
import type { LiveEvent, Listener } from './hub.ts';

/** The browser's reconnect delay after the stream ends or breaks (the SSE `retry:` field). */
export const retryMs = 3000;
/** A stream that falls this far behind (a stalled client) is closed; its browser reconnects and replays. */
const maxBufferedBytes = 1 << 20;

/**
 * One open text/event-stream response. Every event carries `id:` (the browser sends the last one back as
 * Last-Event-ID when it reconnects); `event: reset` tells the browser to refetch everything it shows.
 */
export class SseStream implements Listener {
  private ended = false;

  constructor(
    private readonly raw: ServerResponse,
    readonly userId: string,
    readonly companyId: string | null,
  ) {}

  /** Sends the headers and the reconnect hint; `headers` are the ones already set on the reply (security headers). */
  open(headers: Record<string, string | number | string[] | undefined>): void {
    this.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a proxy must neither compress nor buffer the stream; X-Accel-Buffering says the same to nginx.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // The connection serves this stream only: when the stream ends (sign-out, shutdown) the socket closes with it,
      // instead of idling as keep-alive and holding a server shutdown for the keep-alive timeout.
      connection: 'close',
    });
    this.write(`retry: ${retryMs}\n\n`);
  }

  deliver(event: LiveEvent): void {
    const data = JSON.stringify({ kind: event.kind, id: event.entityId, companyId: event.companyId });
    this.write(`id: ${event.id}\ndata: ${data}\n\n`);
  }

  reset(): void {
    this.write('event: reset\ndata: {}\n\n');
  }

  /** A comment line: keeps proxies from closing an idle connection and lets the server notice a gone client. */
  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.raw.end();
  }

  /** Server shutdown: the socket goes at once (a graceful end would wait for the client to close its side). */
  destroy(): void {
    this.ended = true;
    this.raw.destroy();
  }

  get isEnded(): boolean {
    return this.ended || this.raw.destroyed;
  }

  private write(chunk: string): void {
    if (this.isEnded) return;
    if (this.raw.writableLength > maxBufferedBytes) {
      this.ended = true;
      this.raw.destroy();
      return;
    }
    this.raw.write(chunk);
  }
}
