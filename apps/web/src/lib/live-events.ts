import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { liveEventKinds, parseLiveEventMessage, type LiveEventKind } from '@gears/domain/platform/live-events';

/**
 * The query keys (prefixes) that show each kind of record, as the features name them: equipmentKeys (['equipment']),
 * maintenanceKeys and repairKeys (['maintenance', …]), scanKeys (['scans']), partsKeys (['parts']), quoteRequestKeys
 * (['quotes', 'requests']), documentKeys (['documents']), businessKeys (['business']), fulfilmentKeys
 * (['fulfilment']), notificationsKeys (['notifications']) and dashboardKeys (['dashboard'], the home page's figures). A task also moves the register's service dates and the
 * parts page's open tasks; an invoice the quote's payment banner.
 */
export const liveEventQueryKeys: Record<LiveEventKind, readonly (readonly string[])[]> = {
  equipment: [
    ['equipment'],
    ['dashboard'],
    ['maintenance', 'equipment-options'],
    ['maintenance', 'equipment-option'],
    ['quotes', 'equipment-choices'],
    ['quotes', 'equipment-choice'],
  ],
  scan: [['scans']],
  task: [['maintenance', 'tasks'], ['maintenance', 'summary'], ['equipment'], ['parts', 'open-tasks'], ['dashboard']],
  repair: [['maintenance', 'repairs'], ['maintenance', 'summary'], ['dashboard']],
  part: [['parts'], ['dashboard']],
  quote: [['quotes', 'requests'], ['documents'], ['business'], ['dashboard']],
  order: [['documents'], ['business'], ['fulfilment']],
  invoice: [['documents'], ['business'], ['quotes', 'requests'], ['dashboard']],
  notification: [['notifications']],
  // Issue 15: a site, check-out or booking moves the machine's availability label as well as its own lists.
  job_site: [['job-sites'], ['equipment']],
  assignment: [['assignments'], ['equipment'], ['dashboard']],
  reservation: [['reservations'], ['equipment']],
  // Issue 16: fleetKeys (['fleet', …]); a tracker or a new fix moves the machine's GPS status on its card too.
  tracker: [['fleet'], ['equipment']],
  fleet_position: [
    ['fleet', 'positions'],
    ['fleet', 'track'],
    ['fleet', 'devices'],
  ],
  fleet_alert: [['fleet', 'alerts'], ['notifications'], ['dashboard']],
};

/** Events arriving within this window refresh each query once (an import, a burst of changes in a big company). */
const batchMs = 300;
/** After the server refused the stream (signed out, too many tabs, a restart), try again this much later. */
const reopenMs = 30_000;

/** Marks the queries showing these kinds stale; the ones on screen refetch. */
export function invalidateKinds(queryClient: QueryClient, kinds: Iterable<LiveEventKind>): void {
  const keys = new Map<string, readonly string[]>();
  for (const kind of kinds) for (const key of liveEventQueryKeys[kind]) keys.set(key.join('\u0000'), key);
  for (const key of keys.values()) void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * Keeps the signed-in user's open screens current (ADR 0011): one EventSource on /api/events while `scope` is set
 * (the user and their company view; a new scope, e.g. impersonation, opens a new stream), closed on sign-out.
 * The browser reconnects by itself with Last-Event-ID and the server replays what was missed, or sends `reset`
 * when it cannot, and then everything the stream covers is refetched.
 */
export function useLiveEvents(scope: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!scope || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let flush: ReturnType<typeof setTimeout> | undefined;
    const pending = new Set<LiveEventKind>();
    const queue = (kinds: Iterable<LiveEventKind>) => {
      for (const kind of kinds) pending.add(kind);
      flush ??= setTimeout(() => {
        flush = undefined;
        invalidateKinds(queryClient, pending);
        pending.clear();
      }, batchMs);
    };
    const open = () => {
      source = new EventSource('/api/events');
      source.onmessage = (e: MessageEvent<string>) => {
        const message = parseLiveEventMessage(e.data);
        if (message) queue([message.kind]);
      };
      source.addEventListener('reset', () => queue(liveEventKinds));
      source.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: the server answered with an error; try again later.
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        reopen = setTimeout(open, reopenMs);
      };
    };
    open();
    return () => {
      source?.close();
      clearTimeout(reopen);
      clearTimeout(flush);
    };
  }, [scope, queryClient]);
}
