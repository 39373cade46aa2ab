import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The framework goes in long-cached vendor chunks. Everything else (Radix parts included) is left
// to the bundler so it follows the lazy pages and deferred menus it belongs to: grouping all of
// Radix into one chunk would put the menus' positioning engine back on the first load.
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // recharts reads fragments through react-is, which must match React 19 (a React 19 element is not a react-is 17
  // element); the repository root also holds react-is 17 for the testing library, so resolve this app's own copy.
  resolve: { dedupe: ['react-is'] },
  server: {
    port: 5173,
    // The API server (apps/server) on :3000 unless API_URL says otherwise.
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The service worker (public/sw.js) precaches every file listed here so the app shell works offline.
    manifest: 'asset-manifest.json',
    rolldownOptions: {
      // The web imports @gears/domain rules file by file ('@gears/domain/platform/roles.rules') and
      // its schemas as types only. A rule file may still build a schema beside it (roles.rules.ts);
      // marking `z.*` calls pure lets the bundler drop it, keeping zod (~27 KB gzipped) out.
      // @zxing/library and @zxing/browser have no "sideEffects" field, so their whole indexes (every barcode format,
      // the encoders: ~125 KB gzipped) would follow the camera chunk. Their modules only define classes; unused ones can go.
      treeshake: { manualPureFunctions: ['z'], moduleSideEffects: (id: string) => !/[\\/]@zxing[\\/](library|browser)[\\/]/.test(id) },
      // Small shared chunks (an icon, a rules file, a Radix part) are inlined into the chunks that import them: a signed-in
      // page used to fetch 50–110 scripts of a few hundred bytes each, one round trip apiece on a phone (Lighthouse's
      // waterfall), and now fetches 9–15 (docs/performance.md, 2026-11-26). It duplicates a little code between lazy
      // pages; inlining needs strict execution order (module bodies run in source order whatever chunk they land in)
      // and no preserved entry signatures (the browser entry exports nothing). The pre-render build (scripts/prerender.mjs,
      // for Node) keeps its entry's exports and its chunks as they are.
      ...(isSsrBuild
        ? {}
        : {
            preserveEntrySignatures: false as const,
            output: { codeSplitting: { groups: vendorGroups, experimentalInlineCommonChunks: { maxSize: 30_000 } } },
          }),
    },
  },
}));
