import { useEffect } from 'react';

export const productName = 'GEARS Portal';

/** Sets the document title and, for private pages, `<meta name="robots" content="noindex">` (spec 01 §2). */
export function usePageMeta(title: string, options: { noindex?: boolean } = {}): void {
  const { noindex = false } = options;
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title]);

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
