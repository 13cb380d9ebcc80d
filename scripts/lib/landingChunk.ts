import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { libraryModule } from './libraries.js';
import { landingScreenModule } from './screenModules.js';

/** The app's own modules a visit to the landing page runs: the shell's and the landing screen's static imports, found at the end of each client build. */
const landingModules = new Set<string>();

/**
 * One chunk for the app's own code of the landing page (vite.config.ts `codeSplitting` group).
 * Left to itself the bundler splits it by which screens share what: about twenty chunks under
 * 1.2 kB each, every one a request with some 500 bytes of headers and a gzip of its own, on the
 * page nearly every visit starts on. The design card's libraries keep their own chunk (a higher
 * priority), and so does the rest of the app, by screen.
 */
export const landingGroup = { name: 'landing', test: (id: string) => landingModules.has(id), priority: 1 };

/** Fills the landing group's modules from the client build's module graph (static imports only: what is lazy stays lazy). */
export function landingChunkPlugin(): Plugin {
  let root = '';
  return {
    name: 'gangway-landing-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const screen = landingScreenModule(root);
      const queue = [resolve(root, 'src/ui/main.tsx'), ...(screen ? [resolve(root, screen)] : [])];
      const roots = new Set(queue);
      landingModules.clear();
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (landingModules.has(id) || libraryModule.test(id) || id.includes('?') || id.startsWith('\0') || id.endsWith('.css')) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        landingModules.add(id);
        queue.push(...info.importedIds);
      }
      // The entry and the screen keep chunks of their own, so index.html, the manifest and the
      // screen's lazy route find them by name; only what they import is gathered.
      for (const id of roots) landingModules.delete(id);
    },
    // The server's render bundle is built after this one, with the same config: it is one bundle, no group.
    closeBundle() {
      landingModules.clear();
    },
  };
}
