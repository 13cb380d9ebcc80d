import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// The .js suffix: Vite loads this config through Node's ESM resolver (see vite.config.ts).
import { serverCompilePlugin } from './scripts/build/serverCompilePlugin.js';

const outDir = fileURLToPath(new URL('./dist/server', import.meta.url));

/**
 * The server compiled to plain JavaScript (`npm run build`): src/server/main.ts and what it imports
 * in one set of ES modules in dist/server, every npm dependency left as an import (installed with
 * `npm ci --omit=dev`), beside openapi-document.js, which the build runs to write dist/openapi.json.
 * Config, schemas and migrations stay files read at run time.
 */
export default defineConfig({
  plugins: [serverCompilePlugin({ outDir })],
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      input: { main: 'src/server/main.ts', 'openapi-document': 'src/server/openapi/writeDocument.ts' },
      // Every chunk in dist/server itself: the compile plugin's import.meta.url paths count from there.
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      // The "plugins took long" notes depend on the machine's load, not on the build: not for `npm start`'s output.
      checks: { bundlerTimings: false },
    },
  },
});
