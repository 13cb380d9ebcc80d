import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files a browser fetches: the server sends their .br or .gz sibling when the browser accepts it. */
const compressible = /\.(?:js|mjs|css|svg|json|html|txt|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every compressible file under `dir` (the build's output, public/ copies included), as full paths. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` (brotli, highest quality) and `file.gz` (gzip level 9) beside `file`. */
async function compressBeside(file: string): Promise<void> {
  const content = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
}

/**
 * Compresses the built web app once, at build time, so the server never compresses per request:
 * @fastify/static (preCompressed) picks the sibling the request's Accept-Encoding allows. The
 * compressions run on libuv's thread pool, so they use every core.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'gangway-precompress',
    // What the browser fetches: not the server's render bundle (landingRenderPlugin.ts).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await Promise.all(compressibleFiles(outDir).map(compressBeside));
      },
    },
  };
}
