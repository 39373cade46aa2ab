import { documentTitle, productName, publicPages, type PublicPageMeta } from '@gears/domain';

/** Paths crawlers should leave alone: the signed-in app, sign-in and the API (spec 01 §2: dashboard pages are noindex). */
const disallowed = ['/dashboard', '/settings', '/auth', '/login', '/register', '/invite/', '/equipment/', '/api/'];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Absolute URLs from PUBLIC_URL (never the Host header), public pages only. */
export function sitemapXml(publicUrl: string): string {
  const urls = publicPages
    .map(
      (page) => `  <url><loc>${xmlEscape(`${publicUrl}${page.path}`)}</loc><priority>${page.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const htmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with the page's title, description, canonical link and Open Graph / Twitter
 * tags, so crawlers and link previews that run no JavaScript see them. The web app keeps them in
 * step on client-side navigation (lib/seo.ts).
 */
export function pageHtml(indexHtml: string, page: PublicPageMeta, publicUrl: string): string {
  const title = htmlEscape(documentTitle(page));
  const description = htmlEscape(page.description);
  const url = htmlEscape(`${publicUrl}${page.path}`);
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${productName}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}
