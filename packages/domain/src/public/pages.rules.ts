/**
 * The public pages that search engines may index, with their titles and descriptions. The web sets
 * them on navigation (lib/seo.ts); the server writes them into the HTML it sends and lists the pages
 * in sitemap.xml, so a crawler that runs no JavaScript sees the same.
 */
export const productName = 'GEARS Portal';

export type PublicPageMeta = { path: string; title: string; description: string };

export const publicPages: readonly PublicPageMeta[] = [
  {
    path: '/',
    title: 'Equipment tracking, maintenance and quotes in one portal',
    description:
      'GEARS Portal links heavy-equipment owners with their service provider: QR equipment tracking, maintenance and repairs, parts, job sites and quote-to-invoice on one machine record.',
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Basic, Professional and Enterprise plans. Founders launch: 7-day free trial without a credit card and 50% off for life for the first 25 customers.',
  },
  {
    path: '/about',
    title: 'About',
    description:
      'Why GEARS Portal exists: one record per machine, from the meter reading to the paid invoice, shared by equipment owners and their service provider.',
  },
  {
    path: '/contact',
    title: 'Contact',
    description: 'Ask about plans, a demo or access for your company. Tell us about your fleet and we will get back to you.',
  },
  {
    path: '/resources',
    title: 'Resources',
    description: 'How to print QR labels, import equipment from a CSV file and scan equipment without signal in GEARS Portal.',
  },
  {
    path: '/privacy',
    title: 'Terms & Privacy',
    description: 'What GEARS Portal stores, who can see it, how it is protected, and the terms of the subscription.',
  },
];

export function pageMetaFor(path: string): PublicPageMeta | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return publicPages.find((page) => page.path === normalized) ?? null;
}

/** "Pricing · GEARS Portal" (the same form lib/seo.ts gives every page). */
export function documentTitle(page: Pick<PublicPageMeta, 'title'>): string {
  return `${page.title} · ${productName}`;
}
