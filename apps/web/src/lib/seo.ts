import { useEffect } from 'react';

export const productName = 'GEARS Portal';

/** Sets (creating if needed) one `<meta>` or `<link>` in the head. */
function setHeadTag(selector: string, create: () => HTMLElement, attribute: 'content' | 'href', value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

const metaTag = (key: 'name' | 'property', name: string) => () => {
  const meta = document.createElement('meta');
  meta.setAttribute(key, name);
  return meta;
};

/**
 * Sets the document title and, for private pages, `<meta name="robots" content="noindex">` (spec 01 §2).
 * Public pages pass a description: it and the Open Graph tags follow client-side navigation (the
 * server writes the same tags into the first HTML, modules/seo).
 */
export function usePageMeta(title: string, options: { noindex?: boolean; description?: string } = {}): void {
  const { noindex = false, description } = options;
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const fullTitle = title ? `${title} · ${productName}` : productName;
    const url = `${window.location.origin}${window.location.pathname}`;
    setHeadTag('meta[name="description"]', metaTag('name', 'description'), 'content', description);
    setHeadTag('meta[property="og:title"]', metaTag('property', 'og:title'), 'content', fullTitle);
    setHeadTag('meta[property="og:description"]', metaTag('property', 'og:description'), 'content', description);
    setHeadTag('meta[property="og:url"]', metaTag('property', 'og:url'), 'content', url);
    setHeadTag(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      url,
    );
  }, [title, description]);

  useEffect(() => {
    if (!noindex) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = 'noindex';
    return () => {
      if (created) meta?.remove();
      else if (meta) meta.content = previous;
    };
  }, [noindex]);
}
