// The server's entry point (npm start runs its bundle, npm run dev runs it through tsx). The database starts opening
// before the app's modules load: PGlite reads and compiles its WebAssembly and data in the background while the ~300
// modules of the HTTP app load on the main thread (DESIGN §7: a restart is healthy in ≤ 3 s; ADR 0021).
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

const modulesLoaded = performance.now();
const config = loadConfig();
const opening = openDatabase(config);
// Awaited in serve(); until then a failure to open must not count as an unhandled rejection.
opening.catch(() => {});
const { serve } = await import('./serve.ts');
await serve(config, opening, { modules: Math.round(modulesLoaded) });
