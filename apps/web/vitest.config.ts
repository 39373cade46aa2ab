import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts: recharts must get React 19's react-is.
  resolve: { dedupe: ['react-is'] },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A test waits up to 5 s for a lazily loaded piece (src/test/setup.ts); the test as a whole may take a few of those.
    testTimeout: 15_000,
  },
});
