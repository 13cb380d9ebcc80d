import { configDefaults, defineConfig } from 'vitest/config';
import { jsonPartsPlugin } from './scripts/lib/jsonPartsPlugin.js';
import { landingPartOf } from './src/ui/landingParts.js';
import { precompiledValidatorsPlugin } from './scripts/lib/precompiledValidatorsPlugin.js';
import { configDirFromEnv } from './src/shared/config/check/configLocation.js';

export default defineConfig({
  // The browser code's validators are precompiled at build time; tests of that code load them the same way.
  plugins: [precompiledValidatorsPlugin(), jsonPartsPlugin(landingPartOf)],
  // Browser code under test reads the config the way the web build does (vite.config.ts).
  resolve: { alias: { '@gangway-config': configDirFromEnv(process.env) } },
  test: {
    environment: 'node',
    // A test that builds its own app on a fresh store takes a few seconds alone, several times that while
    // other files run beside it on a 2-core machine; the bound is for a test that hangs.
    testTimeout: 45000,
    hookTimeout: 60000,
    // The default report, and the names of the tests that passed only on a retry.
    reporters: ['default', './tests/helpers/flakyReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Most unit files wait on servers, sockets, timers and child processes rather than on the CPU:
          // two at once finish the suite well before one at a time on a 2-core CI machine.
          maxWorkers: 2,
          // One module graph per worker, not one per file: importing the server and its schemas again
          // for each of ~300 files was about a third of the suite's CPU. A file that replaces modules
          // (vi.mock) is named *.isolated.test.* and runs in the project below (eslint.config.js says so).
          isolate: false,
          unstubGlobals: true,
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**', '**/*.isolated.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // The unit files that mock modules: each on a fresh module graph, beside the unit files (same worker count).
          maxWorkers: 2,
          include: ['src/**/*.isolated.test.{ts,tsx}', 'tests/**/*.isolated.test.ts'],
        },
      },
      {
        // Browser tests: one web build for the run (globalSetup), one file at a time (one Chromium each).
        // A plain `vitest run` starts them once the unit files are done (Vitest 4 groups a one-worker
        // project apart); `npm test` runs the two projects side by side (scripts/test-lanes.mjs).
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          // One retry: a browser driven through a whole flow on a shared 2-core machine, beside the
          // unit lane, sometimes misses a step by timing alone. A test that passes only on its retry is
          // named in the run's report (tests/helpers/flakyReporter.ts) and again at its end, never silently.
          retry: 1,
          testTimeout: 90000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
