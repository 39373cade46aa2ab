// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOnPlan } from '../../../test/test-utils.tsx';
import { jsonResponse as json } from '../../../test/equipment-fixture.ts';
import { WorkingHoursCard } from './working-hours-card.tsx';

const saved = {
  companyId: '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d',
  days: [1, 2, 3, 4, 5],
  start: '06:00',
  end: '18:00',
  timeZone: 'UTC',
  isDefault: true,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/fleet/working-hours') && init?.method === 'PUT')
        return json({ ...saved, ...JSON.parse(String(init.body)), isDefault: false });
      if (url.startsWith('/api/fleet/working-hours')) return json(saved);
      return json({ error: { message: 'not here' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Working hours (after-hours exit alerts)', () => {
  it('shows the hours as text to someone who may not change them', async () => {
    renderOnPlan(<WorkingHoursCard companyId="" mayEdit={false} />, { tier: 'enterprise', path: '/' });
    expect(await screen.findByText('Mon, Tue, Wed, Thu, Fri · 06:00–18:00 (UTC) · default')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save working hours' })).toBeNull();
  });

  it('refuses an end before the start with the domain message, sending nothing', async () => {
    renderOnPlan(<WorkingHoursCard companyId="" mayEdit />, { tier: 'enterprise', path: '/' });
    fireEvent.change(await screen.findByLabelText('Until'), { target: { value: '05:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await screen.findByText('The end of the working day must be after its start')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('saves the chosen days, hours and time zone with PUT', async () => {
    renderOnPlan(<WorkingHoursCard companyId="" mayEdit />, { tier: 'enterprise', path: '/' });
    fireEvent.click(await screen.findByLabelText('Sat'));
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'America/Phoenix' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      days: [1, 2, 3, 4, 5, 6],
      start: '06:00',
      end: '18:00',
      timeZone: 'America/Phoenix',
    });
  });
});
