// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ScanHistoryPage } from '@gears/domain';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { ScanHistory } from './scan-history.tsx';

const scan = {
  id: '5a1f0c2e-8d4b-4f6a-9b3c-2e1d0f9a8b7c',
  equipmentId: '0b6f1c9e-3c1a-4a53-9d0e-7f2b1c4d5e6f',
  equipmentName: 'CAT 320 Excavator',
  qrCodeId: 'EQ-ABCD1234',
  userId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  userName: 'Morgan Lee',
  scannedAt: '2025-03-04T10:00:00.000Z',
  location: 'North Yard',
  latitude: null,
  longitude: null,
  source: 'camera',
  clientScanId: null,
} satisfies ScanHistoryPage['scans'][number];

let answer: ScanHistoryPage;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/equipment/scans?')
        ? new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHistory() {
  renderWithSession(
    <MemoryRouter>
      <ScanHistory canClear />
    </MemoryRouter>,
    buildMe(),
  );
}

describe('scan history: the plan limit note (spec 01 §6, Basic: last 50 history events)', () => {
  it('says the list shows the last 50 events on the Basic plan and whom to ask, when the answer carries a limit', async () => {
    answer = { scans: [scan], nextCursor: null, historyLimit: 50 };
    renderHistory();
    expect(await screen.findByText('CAT 320 Excavator')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Showing the last 50 events on the Basic plan. Ask your company administrator to upgrade the plan to see the full history.',
    );
  });

  it('shows no note when the history is not limited', async () => {
    answer = { scans: [scan], nextCursor: null, historyLimit: null };
    renderHistory();
    expect(await screen.findByText('CAT 320 Excavator')).toBeTruthy();
    expect(screen.queryByText(/history events/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });
});
