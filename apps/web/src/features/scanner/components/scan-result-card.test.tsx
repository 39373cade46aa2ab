// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildEquipment } from '../../../test/equipment-fixture.ts';
import type { Equipment } from '@gears/domain';
import { ScanResultCard, type Custody } from './scan-result-card.tsx';

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

  it('shows the availability label the server computed, with the site for On Site (spec 02 §4)', () => {
    show(buildEquipment({ availability: 'Reserved' }));
    expect(fact('Availability')).toBe('Reserved');
    cleanup();
    show(buildEquipment({ availability: 'On Site', jobSite: { id: '5b1c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a', name: 'North Pit' } }));
    expect(fact('Availability')).toBe('On Site: North Pit');
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

  describe('Quick Actions Check Out / Check In (spec 02 §2, §4)', () => {
    const me = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const other = '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
    const id = '0b7c4a62-6f0e-4c39-9d1e-2b1f9d1a0c11';
    const showFor = (overrides: Partial<Equipment>, custody: Custody) =>
      render(
        <MemoryRouter>
          <ScanResultCard
            outcome={{ kind: 'found', text: 'EQ-AB12CD34', equipment: buildEquipment({ id, ...overrides }), logged: 'logged' }}
            onScanAnother={() => {}}
            custody={custody}
          />
        </MemoryRouter>,
      );
    const technician: Custody = { userId: me, mayCheckOut: true, mayManage: false };

    it.each([
      ['a free machine: Check Out', {}, technician, 'Check Out', `/dashboard/equipment?view=assignments&checkout=${id}`],
      [
        'held by me: Check In',
        { assignmentStatus: 'assigned', assignedTo: me, assignedToName: 'Taylor' },
        technician,
        'Check In',
        `/dashboard/equipment?view=assignments&checkin=${id}`,
      ],
      [
        'held by another, a supervisor: Check In',
        { assignmentStatus: 'assigned', assignedTo: other },
        { ...technician, mayManage: true },
        'Check In',
        `/dashboard/equipment?view=assignments&checkin=${id}`,
      ],
    ] as const)('%s', (_, overrides, custody, name, href) => {
      showFor(overrides as Partial<Equipment>, custody);
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    });

    it('held by another, a technician: neither, and who holds it is shown; archived: neither', () => {
      showFor({ assignmentStatus: 'assigned', assignedTo: other, assignedToName: 'Sam Rivera' }, technician);
      expect(screen.queryByRole('link', { name: 'Check In' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Check Out' })).toBeNull();
      expect(screen.getByText('Sam Rivera')).toBeTruthy();
      cleanup();
      showFor({ archivedAt: '2026-03-02T10:00:00.000Z' }, technician);
      expect(screen.queryByRole('link', { name: 'Check Out' })).toBeNull();
    });
  });
});
