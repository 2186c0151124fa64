import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
