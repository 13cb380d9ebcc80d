import { isAbsolute, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** A config file's stand-in module: `\0gangway-config:<file>.js` (not ending in .json, which Vite would parse as JSON). */
const configJsonPrefix = '\0gangway-config:';

/**
 * What `vite build --ssr` must do so the compiled server (dist/server/*.js) behaves as the
 * TypeScript sources do under tsx:
 * - a static import of a file under `configDir` (the checkout's config/) becomes a read of that
 *   file when its module loads, from GANGWAY_CONFIG_DIR when set (configJsonAtRunTime.ts): the
 *   server reads the directory it runs on, as under tsx, with no resolve hook;
 * - `import.meta.url` keeps naming the module's source file, so paths a module builds from it
 *   (migrations, schemas, config/) point where they point from the sources, whichever chunk the
 *   module lands in.
 */
export function serverCompilePlugin({ outDir, configDir, runtimeReader }: { outDir: string; configDir: string; runtimeReader: string }): Plugin {
  return {
    name: 'gangway-server-compile',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const inConfig = resolved ? relative(configDir, resolved.id) : '..';
      if (inConfig.startsWith('..') || isAbsolute(inConfig)) return null;
      return `${configJsonPrefix}${inConfig.split(sep).join('/')}.js`;
    },
    load(id) {
      if (!id.startsWith(configJsonPrefix)) return null;
      const file = id.slice(configJsonPrefix.length, -'.js'.length);
      return `import { readConfigJson } from ${JSON.stringify(runtimeReader)};\nexport default readConfigJson(${JSON.stringify(file)});\n`;
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('import.meta.url')) return null;
      const fromOutput = relative(outDir, id).split(sep).join('/');
      return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`), map: null };
    },
  };
}
