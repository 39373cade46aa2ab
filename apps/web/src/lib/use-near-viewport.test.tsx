// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('draws at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
