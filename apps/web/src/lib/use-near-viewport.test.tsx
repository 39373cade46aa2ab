// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowsNearScreen } from './use-progressive-count.ts';
import { useNearViewport } from './use-near-viewport.ts';

function Probe() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'drawn' : 'placeholder'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport (issue 17 Speed: charts drawn when they come near the screen)', () => {
  it('waits for the element to come near the viewport, then stays true', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(async () => notify!([{ isIntersecting: false }]));
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(async () => notify!([{ isIntersecting: true }]));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('a long list of cards shows its first 8, and the rest once the 8th comes near the screen', async () => {
    const observed: Element[] = [];
    const roots: (Element | null | undefined)[] = [];
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: { root?: Element | null }) {
          notify = callback;
          roots.push(options?.root);
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    function Cards({ total }: { total: number }) {
      const { shown, lastRef } = useRowsNearScreen<HTMLLIElement>(total);
      return (
        <ul>
          {Array.from({ length: shown }, (_, i) => (
            <li key={i} ref={i === shown - 1 ? lastRef : undefined}>{`card ${i + 1}`}</li>
          ))}
        </ul>
      );
    }
    // In the dashboard the page scrolls inside <main>: the margin must be counted from it, not from the window, or it
    // never reaches past the clipped edge (the rest of the cards appeared only once the eighth was on screen).
    const wrapper = ({ children }: { children: ReactNode }) => <main data-scroll-root>{children}</main>;
    const { rerender } = render(<Cards total={50} />, { wrapper });
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(roots.at(-1)?.tagName).toBe('MAIN');
    expect(observed.at(-1)?.textContent).toBe('card 8');
    // Fewer rows now (a filter): the new last row is watched instead.
    rerender(<Cards total={5} />);
    expect(observed.at(-1)?.textContent).toBe('card 5');
    rerender(<Cards total={50} />);
    await act(async () => notify!([{ isIntersecting: true }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
  });

  it('draws at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
