// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DashboardFigures } from './dashboard-figures.tsx';
import { buildSummary } from './summary-fixture.ts';

afterEach(cleanup);

const renderFigures = (asOf: string | null) =>
  render(
    <MemoryRouter>
      <DashboardFigures summary={buildSummary({ asOf })} modules={new Set(['equipment', 'service', 'quotes'])} />
    </MemoryRouter>,
  );

describe('DashboardFigures: when the figures were counted (ADR 0033)', () => {
  it('says nothing for figures counted for this answer', () => {
    renderFigures(null);
    expect(screen.queryByText(/figures as of/)).toBeNull();
  });

  it("says when a large fleet's snapshot was counted", () => {
    renderFigures('2026-11-26T09:05:00.000Z');
    const time = new Date('2026-11-26T09:05:00.000Z').toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(screen.getByText(new RegExp(`Company-wide figures as of ${time}`))).toBeTruthy();
  });
});
