import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { configDirFromEnv } from '../../src/shared/config/check/configLocation.js';
import { landingScreenModule } from './screenModules.js';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The chunk built from `module` (an absolute path), if the bundle has one. */
function chunkOf(bundle: Rollup.OutputBundle, module: string): Chunk | undefined {
  return Object.values(bundle).find((item): item is Chunk => item.type === 'chunk' && item.facadeModuleId === module);
}

/** A chunk's file, its static imports (transitively) and the CSS they import. */
function closure(bundle: Rollup.OutputBundle, chunk: Chunk, files = new Set<string>(), css = new Set<string>()): { files: Set<string>; css: Set<string> } {
  if (files.has(chunk.fileName)) return { files, css };
  files.add(chunk.fileName);
  for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(bundle, imported, files, css);
  }
  return { files, css };
}

/**
 * The page a visit lands on (routes.json `fallback`: '/' and unknown paths go there) and the
 * default language: their chunks and CSS are linked from the built index.html, so the browser
 * fetches them in parallel with the shell instead of after it has run (no waterfall). The locale
 * of the default language is always needed: it is every other language's fallback.
 */
export function landingPreloadPlugin(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'gangway-landing-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return undefined;
        const configDir = configDirFromEnv(process.env);
        const { defaultLanguage } = JSON.parse(readFileSync(join(configDir, 'constants.json'), 'utf8')) as { defaultLanguage: string };
        const screenModule = landingScreenModule(root);
        // The landing part of the default language's strings (src/ui/i18n/localeParts.ts).
        const wanted = [screenModule && resolve(root, screenModule), `${join(configDir, 'locales', `${defaultLanguage}.json`)}?part=landing`];
        const shell = closure(bundle, entry as Chunk);
        const files = new Set<string>();
        const css = new Set<string>();
        for (const module of wanted) {
          const chunk = module ? chunkOf(bundle, module) : undefined;
          // Only a hint to the browser: a config whose landing screen has no chunk of its own still builds, without it.
          if (chunk) closure(bundle, chunk, files, css);
          else this.warn(`no chunk for ${module ?? 'the landing screen'}: index.html does not preload it`);
        }
        const tags: HtmlTagDescriptor[] = [];
        for (const file of css)
          if (!shell.css.has(file)) tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' });
        for (const file of files)
          if (!shell.files.has(file)) tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' });
        return tags;
      },
    },
  };
}
