// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { InsightCarousel, insightRotationMs } from './insight-carousel.tsx';
import { buildSummary } from './summary-fixture.ts';

const insights = buildSummary().insights;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

afterEach(cleanup);

describe('InsightCarousel (spec 01 §2, §9)', () => {
  it('rotates every 4 s and wraps around', () => {
    render(<InsightCarousel insights={insights} />);
    expect(screen.getByText('Fleet availability is low')).toBeTruthy();
    act(() => vi.advanceTimersByTime(insightRotationMs));
    expect(screen.getByText('A little maintenance is overdue')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2 * insightRotationMs));
    expect(screen.getByText('Fleet availability is low')).toBeTruthy();
  });

  it('pauses on hover and resumes when the pointer leaves', () => {
    render(<InsightCarousel insights={insights} />);
    const carousel = screen.getByRole('region', { name: 'Insights' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3 * insightRotationMs));
    expect(screen.getByText('Fleet availability is low')).toBeTruthy();
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(insightRotationMs));
    expect(screen.getByText('A little maintenance is overdue')).toBeTruthy();
  });

  it('dot selectors pick a card and say which is current; the pause button stops rotation', () => {
    render(<InsightCarousel insights={insights} />);
    const third = screen.getByRole('button', { name: 'Show insight 3 of 3: Significant value in open quotes' });
    fireEvent.click(third);
    expect(screen.getByText('3 open quotes worth $55,001.')).toBeTruthy();
    expect(third.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause insights' }));
    act(() => vi.advanceTimersByTime(5 * insightRotationMs));
    expect(screen.getByText('3 open quotes worth $55,001.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play insights' })).toBeTruthy();
  });

  it('one insight: no dots and no rotation; none: an honest empty line', () => {
    const { unmount } = render(<InsightCarousel insights={insights.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: /Show insight/ })).toBeNull();
    unmount();
    render(<InsightCarousel insights={[]} />);
    expect(screen.getByText('Insights appear here once your fleet, tasks or quotes have data.')).toBeTruthy();
  });
});
