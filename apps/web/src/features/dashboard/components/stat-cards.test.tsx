// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StatCards } from './stat-cards.tsx';
import { buildSummary } from './summary-fixture.ts';

const modules = new Set(['equipment', 'service', 'quotes']);

function renderCards(summary = buildSummary(), mods: ReadonlySet<string> = modules) {
  render(
    <MemoryRouter>
      <StatCards summary={summary} modules={mods} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Key figures' });
}

afterEach(cleanup);

describe('StatCards (spec 01 §2): four figures from the server, trends computed, links as specified', () => {
  it('links fleet, maintenance and quotes; analytics only once its page exists', () => {
    const region = renderCards();
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/dashboard/fleet-management', '/dashboard/maintenance', '/dashboard/quotes-orders']);
    expect(region.textContent).toContain('$1,800');
  });

  it('with the analytics module the fourth card links to /dashboard/analytics', () => {
    const region = renderCards(buildSummary(), new Set([...modules, 'analytics']));
    expect(within(region).getAllByRole('link').at(-1)?.getAttribute('href')).toBe('/dashboard/analytics');
  });

  it('writes each trend with its sign and basis, or says there is nothing to compare', () => {
    const region = renderCards();
    const text = region.textContent ?? '';
    expect(text).toContain('+60 %vs 30 days ago');
    expect(text).toContain('2 completed in 30 days');
    expect(text).toContain('−50 %vs the 30 days before');
    expect(text).toContain('3 open quotes worth $55,001');
    expect(text).toContain('no earlier data to compare');
  });
});
