import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker on two cores; the server files wait a lot (argon2 on the thread pool, rate-limit
    // windows), so two workers halve the wall time of the same files for ~15 % more CPU (ADR 0015). Set here, for every
    // project: projects with different maxWorkers cannot run in one group.
    maxWorkers: 2,
  },
});
