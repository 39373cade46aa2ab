// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { usePageMeta } from './seo.ts';

function Page({ title, noindex, description }: { title: string; noindex?: boolean; description?: string }) {
  usePageMeta(title, { noindex, description });
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

  it('gives public pages a description, Open Graph tags and a canonical link', () => {
    render(<Page title="Pricing" description="Plans and prices." />);
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toBe('Plans and prices.');
    expect(content('meta[property="og:title"]')).toBe('Pricing · GEARS Portal');
    expect(content('meta[property="og:description"]')).toBe('Plans and prices.');
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}${window.location.pathname}`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}${window.location.pathname}`,
    );
  });
});
