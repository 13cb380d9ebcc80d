import { configDefaults, defineConfig } from 'vitest/config';
import { localePartsPlugin } from './scripts/lib/localePartsPlugin.js';
import { precompiledValidatorsPlugin } from './scripts/lib/precompiledValidatorsPlugin.js';
import { landingLocaleKeys, localePart } from './src/ui/i18n/localeParts.js';
import { configDirFromEnv } from './src/shared/config/check/configLocation.js';

export default defineConfig({
  // The browser code's validators are precompiled at build time; tests of that code load them the same way.
  plugins: [precompiledValidatorsPlugin(), localePartsPlugin((tree, part) => localePart(tree, landingLocaleKeys, part))],
  // Browser code under test reads the config the way the web build does (vite.config.ts).
  resolve: { alias: { '@gangway-config': configDirFromEnv(process.env) } },
  test: {
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**'],
        },
      },
      {
        // Browser tests: one web build for the run (globalSetup), one file at a time (one Chromium each).
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 90000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
