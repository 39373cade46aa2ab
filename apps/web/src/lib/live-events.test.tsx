// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { liveEventKinds } from '@gears/domain/platform/live-events';
import { equipmentKeys } from '../features/equipment/api/equipment-api.ts';
import { maintenanceKeys } from '../features/maintenance/api/tasks-api.ts';
import { repairKeys } from '../features/maintenance/api/repairs-api.ts';
import { notificationsKeys } from '../features/notifications/api/notifications-api.ts';
import { partsKeys } from '../features/parts/api/parts-api.ts';
import { businessKeys } from '../features/business/api/business-api.ts';
import { documentKeys } from '../features/documents/api/documents-api.ts';
import { quoteRequestKeys } from '../features/quotes/api/requests-api.ts';
import { scanKeys } from '../features/scanner/api/scanner-api.ts';
import { liveEventQueryKeys, useLiveEvents } from './live-events.ts';

/** why: the browser's EventSource needs a server; this one records what the hook opens and lets the test send events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly named = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    this.named.set(type, fn);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  emit(type: string) {
    this.named.get(type)?.();
  }
}

const company = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('useLiveEvents', () => {
  let queryClient: QueryClient;
  let invalidated: unknown[][];
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    queryClient = new QueryClient();
    invalidated = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push([...(filters?.queryKey ?? [])]);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream on /api/events while signed in and none signed out; closes it on sign-out', () => {
    const { rerender, unmount } = renderHook(({ scope }) => useLiveEvents(scope), {
      wrapper,
      initialProps: { scope: null as string | null },
    });
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender({ scope: 'user:company' });
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/events']);
    rerender({ scope: null });
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    unmount();
  });

  it('a new company view (impersonation) opens a new stream', () => {
    const { rerender } = renderHook(({ scope }) => useLiveEvents(scope), { wrapper, initialProps: { scope: 'admin:all' } });
    rerender({ scope: `admin:${company}` });
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("refreshes the queries of the event's kind, once for a burst", () => {
    renderHook(() => useLiveEvents('user:company'), { wrapper });
    const source = FakeEventSource.opened[0]!;
    source.send({ kind: 'equipment', id: 'a', companyId: company });
    source.send({ kind: 'equipment', id: 'b', companyId: company });
    source.send({ kind: 'notification', id: 'c', companyId: company });
    source.send({ kind: 'nonsense', id: 'd', companyId: company });
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(invalidated).toEqual([...liveEventQueryKeys.equipment, ...liveEventQueryKeys.notification]);
  });

  it('a reset refreshes every kind', () => {
    renderHook(() => useLiveEvents('user:company'), { wrapper });
    FakeEventSource.opened[0]!.emit('reset');
    vi.advanceTimersByTime(300);
    const everyKey = new Set(liveEventKinds.flatMap((k) => liveEventQueryKeys[k].map((key) => key.join('/'))));
    expect(new Set(invalidated.map((key) => key.join('/')))).toEqual(everyKey);
  });

  it('after the server refused the stream it tries again later', () => {
    renderHook(() => useLiveEvents('user:company'), { wrapper });
    const source = FakeEventSource.opened[0]!;
    source.readyState = FakeEventSource.CLOSED;
    source.onerror?.();
    vi.advanceTimersByTime(30_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it.each([
    ['equipment', equipmentKeys.all],
    ['task', maintenanceKeys.tasks],
    ['task', maintenanceKeys.summary],
    ['repair', repairKeys.all],
    ['scan', scanKeys.all],
    ['part', partsKeys.all],
    ['quote', quoteRequestKeys.all],
    ['invoice', documentKeys.all],
    ['invoice', businessKeys.all],
    ['notification', notificationsKeys.all],
  ] as const)('the %s keys cover the feature key %j', (kind, key) => {
    expect(liveEventQueryKeys[kind].map((k) => k.join('/'))).toContain(key.join('/'));
  });
});
