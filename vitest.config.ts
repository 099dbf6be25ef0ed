import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/global-setup.ts'],
    // At least two test files at a time: most of the suite's time is spent waiting on
    // processes it starts (gateways, Deno, Chromium, PostgreSQL), and vitest's own default on
    // a 2-core machine is one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs file after file without a fresh process for each. A fresh process cost
    // about 0.6 s of start and imports per file, a third of the suite's time on 2 cores. The
    // tests keep no process-wide state: none writes process.env, the fake timers and spies
    // they use are restored in the same file, and each file opens its own database.
    isolate: false,
  },
});
