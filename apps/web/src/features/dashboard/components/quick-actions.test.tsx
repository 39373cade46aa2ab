// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { QuickActions } from './quick-actions.tsx';

const today = new Set(['overview', 'scanner', 'equipment', 'fleet', 'parts', 'job-sites', 'service', 'quotes', 'settings']);
const links = () => screen.getAllByRole('link').map((a) => `${a.textContent} → ${a.getAttribute('href')}`);

function renderFor(role: 'client_admin' | 'technician', modules: ReadonlySet<string>) {
  renderWithSession(
    <MemoryRouter>
      <QuickActions modules={modules} />
    </MemoryRouter>,
    buildMe({ user: { role } }),
  );
}

describe('QuickActions (spec 01 §2): the real page or dialog of each module that exists', () => {
  it('without the analytics and notes modules (a plan without reporting; notes not built), six', () => {
    renderFor('client_admin', today);
    expect(links()).toEqual([
      'QR Scanner → /dashboard/scanner',
      'Request Quote → /dashboard/quotes?new=1',
      'Schedule → /dashboard/maintenance?new=1',
      'Add Equipment → /dashboard/equipment?dialog=add',
      'Quote Tracker → /dashboard/quotes-orders',
      'Create Job Site → /dashboard/job-sites?create=1',
    ]);
  });

  it('once analytics and notes are in the navigation, all eight in the spec’s order', () => {
    renderFor('client_admin', new Set([...today, 'analytics', 'notes']));
    expect(links().map((l) => l.split(' → ')[0])).toEqual([
      'QR Scanner',
      'Request Quote',
      'Schedule',
      'Add Equipment',
      'Quote Tracker',
      'Analytics',
      'Create Note',
      'Create Job Site',
    ]);
  });

  it('a technician sees only what their role may do (no quote requests, equipment or job sites)', () => {
    renderFor('technician', today);
    expect(links().map((l) => l.split(' → ')[0])).toEqual(['QR Scanner', 'Schedule', 'Quote Tracker']);
  });
});
