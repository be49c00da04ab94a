import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two environments (docs/architecture.md#tests): everything but ui runs in plain Node with no DOM,
// so a core rule that touches `window` fails here rather than in production.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this two-core machine, though a test file
    // mostly waits (on PGlite, sockets, timers). Two workers took the whole run from 6.2 to 3.7 minutes here
    // (issue 42); each server worker has its own PGlite, so files in different workers share nothing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A PGlite instance costs seconds to create: one per worker, shared by its files, reset by truncation.
          pool: 'forks',
          isolate: false,
          // On PostgreSQL (DATABASE_URL), a database per worker, for the same reason.
          setupFiles: ['tests/server/helpers/worker-database.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // jsdom's role queries over a page of 21 cards take seconds on a loaded two-core machine; a budget like the
          // other projects' (not a timing assertion), so a busy machine does not fail a correct render.
          testTimeout: 20_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
  },
});
