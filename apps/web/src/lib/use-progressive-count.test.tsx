// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstRowsShown, useProgressiveCount } from './use-progressive-count.ts';

describe('useProgressiveCount (ADR 0038)', () => {
  it('renders the first rows in the first commit and every row right after', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ total }) => {
        const count = useProgressiveCount(total);
        seen.push(count);
        return count;
      },
      { initialProps: { total: 50 } },
    );
    await act(async () => {});
    expect(seen[0]).toBe(firstRowsShown);
    expect(result.current).toBe(50);
    // Load more: once everything was shown, a longer list is shown in full at once.
    seen.length = 0;
    rerender({ total: 100 });
    expect(seen[0]).toBe(100);
  });

  it('never asks for more rows than there are', () => {
    const { result } = renderHook(() => useProgressiveCount(3));
    expect(result.current).toBe(3);
  });
});
