// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { LocationProbe, renderOnPlan } from '../../../test/test-utils.tsx';
import { buildEquipment, jsonResponse } from '../../../test/equipment-fixture.ts';
import { EquipmentQrPage } from './equipment-qr-page.tsx';

function serve(equipment: ReturnType<typeof buildEquipment>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/equipment/qr/resolve/')) return jsonResponse(equipment);
      if (url === '/api/equipment/scans') return jsonResponse({ outcome: 'logged', scan: null, equipment }, 201);
      return jsonResponse({ error: { message: 'not here' } }, 404);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const visit = () =>
  renderOnPlan(
    <>
      <Routes>
        <Route path="/equipment/:qrCodeId" element={<EquipmentQrPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { tier: 'loading', path: '/equipment/EQ-AB12CD34' },
  );

describe('EquipmentQrPage (/equipment/{qrCodeId}, the URL in every label)', () => {
  it('opens live equipment in the register', async () => {
    serve(buildEquipment({ qrCodeId: 'EQ-AB12CD34' }));
    visit();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/equipment?id=0b7c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a'),
    );
  });

  it('says plainly that archived equipment is archived, and still logs the label scan', async () => {
    const calls = serve(buildEquipment({ name: 'Old Dozer', qrCodeId: 'EQ-AB12CD34', archivedAt: '2026-03-02T10:00:00.000Z' }));
    visit();
    expect(await screen.findByRole('heading', { name: /Old Dozer/ })).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(screen.getByText(/This equipment is archived/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /View details/ }).getAttribute('href')).toBe(
      '/dashboard/equipment?id=0b7c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a',
    );
    expect(screen.getByTestId('location').textContent).toBe('/equipment/EQ-AB12CD34');
    await waitFor(() => expect(calls).toContain('POST /api/equipment/scans'));
  });
});
