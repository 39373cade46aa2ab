import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
