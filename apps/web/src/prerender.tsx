import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { publicPages } from '@gears/domain';
import { AppProviders } from './app/providers.tsx';
import { AppErrorBoundary } from './app/errors/error-boundary.tsx';
import { AppRoutes } from './app/routes.tsx';

/** The public pages pre-rendered at build time (DESIGN §7, issue 6): scripts/prerender.mjs writes them into dist. */
export const prerenderedPaths = publicPages.map((page) => page.path);

/**
 * A page's markup as the browser's first render gives it: the same tree as app.tsx with a static router, signed out
 * and nothing fetched (queries stay pending, so the session reads 'loading'). `prerender` waits for the lazy page chunk.
 */
export async function renderPage(url: string): Promise<string> {
  // One piece, no inline scripts: a large boundary would otherwise be sent after its fallback and swapped in by an inline
  // <script> (progressive chunks), which a strict Content-Security-Policy blocks and which paints the fallback first.
  const { prelude } = await prerender(
    <AppErrorBoundary>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </AppErrorBoundary>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
