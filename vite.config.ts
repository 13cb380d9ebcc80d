import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// The .js suffix: Vite 8 loads this config through Node's ESM resolver, which needs it (tsc accepts it under Bundler resolution).
import { configDirFromEnv } from './src/shared/config/check/configLocation.js';
import { precompiledValidatorsPlugin } from './scripts/lib/precompiledValidatorsPlugin.js';
import { precompressPlugin } from './scripts/lib/precompressPlugin.js';
import { configCssPlugin } from './scripts/lib/configCssPlugin.js';
import { jsonParsePlugin } from './scripts/lib/jsonParsePlugin.js';
import { landingChunkPlugin, landingGroup } from './scripts/lib/landingChunk.js';
import { landingPreloadPlugin } from './scripts/lib/landingPreloadPlugin.js';
import { landingRenderPlugin } from './scripts/lib/landingRenderPlugin.js';
import { jsonPartsPlugin } from './scripts/lib/jsonPartsPlugin.js';
import { landingPartOf } from './src/ui/landingParts.js';
import { stylesheetsFirstPlugin } from './scripts/lib/stylesheetsFirstPlugin.js';
import { librariesChunk, libraryModule } from './scripts/lib/libraries.js';
import { landingRendererPath, landingStateMarker } from './src/ui/ssr/contract.js';
import { sourceMapsWanted } from './scripts/build-info.mjs';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** Spec §8: a new build id in the served version.json makes open pages reload. CI may pass its own. */
const buildId = process.env.BUILD_ID ?? `${version}-${Date.now().toString(36)}`;
/** The config directory the web app is built from: `@gangway-config/…` imports and globs read it (src/shared/config/browserSource.ts). */
const configDir = configDirFromEnv(process.env);

/** Emits version.json beside index.html; the app bakes in the same build id and polls the file. */
function appVersionFile(): Plugin {
  return {
    name: 'gangway-app-version',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version, buildId }) });
    },
  };
}

export default defineConfig({
  plugins: [
    jsonPartsPlugin(landingPartOf),
    jsonParsePlugin(),
    configCssPlugin(),
    precompiledValidatorsPlugin(),
    react(),
    appVersionFile(),
    landingChunkPlugin(),
    landingPreloadPlugin(),
    landingRenderPlugin({
      entry: 'src/ui/ssr/landing.tsx',
      output: landingRendererPath,
      gate: 'src/ui/ssr/landingGateScript.ts',
      marker: landingStateMarker,
      browserConfig: 'src/shared/config/browserSource.ts',
    }),
    stylesheetsFirstPlugin(),
    precompressPlugin(),
  ],
  define: { __APP_BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '@gangway-config': configDir } },
  server: {
    // The dev server may serve the config directory when GANGWAY_CONFIG_DIR lies outside the checkout.
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url)), configDir] },
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist/web',
    // Every browser the checkout supports preloads modules itself: no polyfill in the shell.
    modulePreload: { polyfill: false },
    // Not for production unless GANGWAY_SOURCE_MAPS=on: the server does not serve .map files there either.
    sourcemap: sourceMapsWanted(process.env),
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: librariesChunk, test: libraryModule, priority: 2 }, landingGroup] } },
      // No "plugins took long" notes: they depend on the machine's load (compression dominates), not on the build.
      checks: { bundlerTimings: false },
    },
  },
});
