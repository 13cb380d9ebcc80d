import { basename, dirname, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

export interface LandingRenderOptions {
  /** The render entry (src/ui/ssr/landing.tsx), relative to the root. */
  entry: string;
  /** Where in the web build the render bundle goes (its contract: src/ui/ssr/contract.ts landingRendererPath). */
  output: string;
  /** The classic script that runs first in the page's head (src/ui/ssr/landingGateScript.ts), relative to the root. */
  gate: string;
  /** Where the built index.html takes the landing state; the gate script goes right after it. */
  marker: string;
  /** The browser's module of package.json's "imports" #config, which the server render must use too. */
  browserConfig: string;
}

/** The gate as one self-contained, minified classic script: nothing it needs may sit in a chunk of the app's. */
async function gateScript(root: string, entry: string): Promise<string> {
  const built = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, entry), formats: ['iife'], name: 'landingGate' },
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as Rollup.RollupOutput;
  const chunk = output.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error(`no script built from ${entry}`);
  return chunk.code;
}

/**
 * The server's render of the landing page, built with the web app: the same `vite build`
 * that makes dist/web makes, in `output`, the render bundle (Vite's SSR build of `entry`, with this
 * config's plugins, every dependency bundled so that a web build copied anywhere renders alone), and
 * emits the landing gate as a hashed asset, linked first in the head of index.html (a classic
 * script: it runs before the first paint; the strict CSP allows it, being same-origin and not inline).
 */
export function landingRenderPlugin(options: LandingRenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gangway-landing-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      this.emitFile({ type: 'asset', name: 'landing-gate.js', source: await gateScript(config.root, options.gate) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const asset = Object.values(context.bundle).find((item) => item.type === 'asset' && item.names.includes('landing-gate.js'));
        if (!asset) throw new Error('the landing gate was not emitted');
        if (!html.includes(options.marker)) throw new Error(`index.html has no ${options.marker}: the landing state and its gate go there`);
        return html.replace(options.marker, `${options.marker}\n    <script src="${config.base}${asset.fileName}"></script>`);
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir, dirname(options.output));
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // The browser's config module (bundled config), so the server renders exactly what the browser hydrates.
          resolve: { alias: [{ find: /^#config$/, replacement: resolve(config.root, options.browserConfig) }] },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: resolve(config.root, options.entry),
            outDir,
            emptyOutDir: true,
            sourcemap: true,
            minify: false,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: basename(options.output) }, checks: { bundlerTimings: false } },
          },
        });
      },
    },
  };
}
