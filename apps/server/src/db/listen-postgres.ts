import type pg from 'pg';
import { loadPg } from './pg-driver.ts';

/** How long to wait before reopening a lost listening connection. */
const reconnectMs = 1000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to requests). PostgreSQL delivers every NOTIFY on the
 * channel, from every process, once its transaction commits. When the connection drops it is reopened after a second,
 * again until it succeeds; then onGap says that notifications may have been missed meanwhile.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async () => {
    const c = new (loadPg().Client)({ connectionString: url });
    c.on('error', () => {}); // followed by 'end', handled there
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${loadPg().escapeIdentifier(channel)}`);
    } catch (err) {
      void c.end().catch(() => {});
      throw err;
    }
    c.on('end', () => {
      if (stopped) return;
      client = null;
      reopenLater();
    });
    client = c;
  };
  const reopenLater = () => {
    retry = setTimeout(() => {
      if (!stopped) open().then(onGap, reopenLater);
    }, reconnectMs);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
