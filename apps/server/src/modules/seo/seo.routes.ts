import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageMetaFor } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { pageHtml, robotsTxt, sitemapXml } from './seo.service.ts';

/** robots.txt, sitemap.xml, and the public pages' HTML with their meta tags (issue 6 §8). */
export async function seoRoutes(app: FastifyInstance, deps: AppDeps) {
  const { publicUrl, webDist } = deps.config;

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(sitemapXml(publicUrl)),
  );

  // A public page's HTML is answered here, before the web app's catch-all: its pre-rendered HTML (else index.html)
  // with the page's own title, description and Open Graph tags.
  const index = path.join(webDist, 'index.html');
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const page = pageMetaFor(req.url.split('?')[0] ?? '/');
    if (!page) return;
    // The build pre-renders each public page (scripts/prerender.mjs: '/' → prerendered/index.html); older builds have only index.html.
    const prerendered = path.join(webDist, 'prerendered', `${page.path === '/' ? 'index' : page.path.slice(1)}.html`);
    let html: string;
    try {
      html = await fs.promises.readFile(prerendered, 'utf8').catch(() => fs.promises.readFile(index, 'utf8'));
    } catch {
      return; // No built web app (API-only or tests): nothing to serve.
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(pageHtml(html, page, publicUrl));
  });
}
