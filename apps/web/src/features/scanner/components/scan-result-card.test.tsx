// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildEquipment } from '../../../test/equipment-fixture.ts';
import { ScanResultCard } from './scan-result-card.tsx';

afterEach(cleanup);

const show = (equipment = buildEquipment()) =>
  render(
    <MemoryRouter>
      <ScanResultCard outcome={{ kind: 'found', text: 'EQ-AB12CD34', equipment, logged: 'logged' }} onScanAnother={() => {}} />
    </MemoryRouter>,
  );
const fact = (label: string) => screen.getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('ScanResultCard (spec 02 §2 matched card)', () => {
  it('shows the derived last and next service, and the hours an hours-based service falls due at', () => {
    show(buildEquipment({ lastServiceDate: '2026-02-10', nextServiceDate: '2026-04-01', nextServiceHours: 1500 }));
    expect(fact('Last service')).not.toBe('—');
    expect(fact('Next service')).toMatch(/or at 1,500 h$/);
  });

  it('marks archived equipment and offers no new work on it', () => {
    show(buildEquipment({ name: 'Old Dozer', archivedAt: '2026-03-02T10:00:00.000Z' }));
    const card = screen.getByRole('region', { name: 'Scan result' });
    expect(within(card).getByText('Archived')).toBeTruthy();
    expect(within(card).getByText(/This equipment is archived/)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Schedule Maintenance/ })).toBeNull();
    expect(within(card).queryByRole('link', { name: /Reserve Asset/ })).toBeNull();
    expect(within(card).getByRole('link', { name: /View Full Details/ })).toBeTruthy();
  });

  it('live equipment has no Archived marker and keeps its actions', () => {
    show();
    expect(screen.queryByText('Archived')).toBeNull();
    expect(screen.getByRole('link', { name: /Schedule Maintenance/ })).toBeTruthy();
  });

  it('Reserve Asset opens the Reservations tab with the machine chosen (spec 02 §2 Quick Actions); not for a retired one', () => {
    show(buildEquipment({ id: '0b7c4a62-6f0e-4c39-9d1e-2b1f9d1a0c11' }));
    expect(screen.getByRole('link', { name: /Reserve Asset/ }).getAttribute('href')).toBe(
      '/dashboard/equipment?view=reservations&reserve=0b7c4a62-6f0e-4c39-9d1e-2b1f9d1a0c11',
    );
    cleanup();
    show(buildEquipment({ status: 'retired' }));
    expect(screen.queryByRole('link', { name: /Reserve Asset/ })).toBeNull();
  });
});
