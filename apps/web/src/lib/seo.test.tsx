// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { usePageMeta } from './seo.ts';

function Page({ title, noindex }: { title: string; noindex?: boolean }) {
  usePageMeta(title, { noindex });
  return null;
}

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');

describe('usePageMeta', () => {
  afterEach(cleanup);

  it('titles the page and marks private pages noindex while they are shown', () => {
    const { unmount } = render(<Page title="Settings" noindex />);
    expect(document.title).toBe('Settings · GEARS Portal');
    expect(robots()?.content).toBe('noindex');
    unmount();
    expect(robots()).toBeNull();
  });

  it('leaves public pages indexable', () => {
    render(<Page title="Pricing" />);
    expect(document.title).toBe('Pricing · GEARS Portal');
    expect(robots()).toBeNull();
  });
});
