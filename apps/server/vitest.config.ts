import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database), a copy of one template
    // that the globalSetup migrates once per run (ADR 0015).
    globalSetup: ['test/test-database-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps the app's modules loaded from one file to the next (ADR 0015: a third of the CPU of a run went to
    // importing them again per file). Each file still builds its own app over its own database.
    isolate: false,
  },
});
