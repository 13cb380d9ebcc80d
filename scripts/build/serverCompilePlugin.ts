import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What `vite build --ssr` must do so the compiled server (dist/server/*.js) behaves as the
 * TypeScript sources do under tsx: `import.meta.url` keeps naming the module's source file, so
 * paths a module builds from it (migrations, schemas, config/) point where they point from the
 * sources, whichever chunk the module lands in. The config itself is read at run time
 * (src/shared/config/nodeSource.ts), from GANGWAY_CONFIG_DIR when set.
 */
export function serverCompilePlugin({ outDir }: { outDir: string }): Plugin {
  return {
    name: 'gangway-server-compile',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('import.meta.url')) return null;
      const fromOutput = relative(outDir, id).split(sep).join('/');
      return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`), map: null };
    },
  };
}
