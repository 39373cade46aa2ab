// GEARS Portal service worker: the app shell offline (issue 3 §8).
// Navigations: network first, the cached index.html when offline. Hashed /assets/: cache first.
// /api/ is never cached: data always comes from the server (offline scans are queued by the page).
// v2: an older worker could have kept a signed-in page (with its first data) as the shell; activating drops that cache.
const shellCache = 'gears-shell-v2';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await cache.addAll(['/', '/theme-init.js', '/favicon.svg']);
      // Precache every built file so a page never visited online (the scanner, say) still opens offline.
      try {
        const res = await fetch('/asset-manifest.json', { cache: 'no-store' });
        if (res.ok) {
          const manifest = await res.json();
          const files = new Set();
          for (const entry of Object.values(manifest)) {
            if (entry.file) files.add(`/${entry.file}`);
            for (const css of entry.css ?? []) files.add(`/${css}`);
          }
          await cache.addAll([...files]);
        }
      } catch {
        // Files are then cached as they are first used.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== shellCache) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// A signed-in page's HTML carries that person's first data (apps/server/src/platform/first-data.ts; its JSON never holds
// a '<'). The shell is kept without it: offline, the app starts from the shell and reads the network (or its own
// offline copies), never a former answer, nor someone else's after a sign-out.
const firstData = /<script type="application\/json" id="gears-first-data">[^<]*<\/script>/;

async function keepShell(response) {
  const cache = await caches.open(shellCache);
  if (!/no-store/.test(response.headers.get('Cache-Control') ?? '')) return cache.put('/', response);
  const html = (await response.text()).replace(firstData, '');
  return cache.put('/', new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const fresh = await fetch(request);
          // Kept in the background: the page never waits for the copy.
          if (fresh.ok) event.waitUntil(keepShell(fresh.clone()));
          return fresh;
        } catch {
          return (await caches.match('/')) ?? Response.error();
        }
      })(),
    );
    return;
  }

  event.respondWith(
    (async () => {
      const cached = await caches.match(request);
      if (cached && url.pathname.startsWith('/assets/')) return cached;
      try {
        const fresh = await fetch(request);
        if (fresh.ok) (await caches.open(shellCache)).put(request, fresh.clone());
        return fresh;
      } catch {
        return cached ?? Response.error();
      }
    })(),
  );
});
