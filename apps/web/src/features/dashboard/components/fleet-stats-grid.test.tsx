// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FleetStatsGrid } from './fleet-stats-grid.tsx';
import { buildSummary } from './summary-fixture.ts';

afterEach(cleanup);

describe('FleetStatsGrid (spec 02 §2)', () => {
  it('total, active and idle open the fleet, maintenance opens Service; each with its advisory', () => {
    render(
      <MemoryRouter>
        <FleetStatsGrid fleet={buildSummary().fleet} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((a) => `${a.textContent} → ${a.getAttribute('href')}`)).toEqual([
      'Total8Small fleet → /dashboard/fleet-management',
      'Active2Low utilisation: 25 % of the fleet active → /dashboard/fleet-management',
      'Idle1Low idle share (12.5 %) → /dashboard/fleet-management',
      'Maintenance450 % of the fleet in maintenance → /dashboard/maintenance',
    ]);
  });
});
