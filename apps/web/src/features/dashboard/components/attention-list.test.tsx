// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AttentionList } from './attention-list.tsx';
import { buildSummary } from './summary-fixture.ts';

const renderList = (items: Parameters<typeof AttentionList>[0]['items']) =>
  render(
    <MemoryRouter>
      <AttentionList items={items} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('AttentionList', () => {
  it('lists only what has a count, each linking where the work is done', () => {
    renderList(buildSummary().attention);
    expect(screen.getAllByRole('link').map((a) => `${a.textContent} → ${a.getAttribute('href')}`)).toEqual([
      '2 tasks are overdue → /dashboard/maintenance?status=overdue',
      '1 part is at or below the reorder point → /dashboard/parts-inventory?filter=low-stock',
    ]);
  });

  it('nothing to do reads so', () => {
    renderList(buildSummary().attention.map((item) => ({ ...item, count: 0 })));
    expect(screen.getByText('Nothing needs your attention right now.')).toBeTruthy();
  });
});
