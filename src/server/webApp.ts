import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { constants } from '../shared/config/constants';
import { landingRendererPath, type LandingRenderer } from '../ui/ssr/contract';
import { loadLandingRenderer, serveLandingPage } from './landingPage';
import { StartupError } from './startup-error';

/** The web build to serve: WEB_ROOT (a build made elsewhere), else dist/web of this checkout. */
export function webRootOf(env: Record<string, string | undefined>): string {
  return env.WEB_ROOT ? resolve(env.WEB_ROOT) : fileURLToPath(new URL('../../dist/web', import.meta.url));
}

/** Source maps are served outside production, or when GANGWAY_SOURCE_MAPS=on (the build makes them then too, scripts/build-info.mjs). */
export function sourceMapsServed(env: Record<string, string | undefined>): boolean {
  return env.GANGWAY_SOURCE_MAPS === 'on' || (env.NODE_ENV || 'development') !== 'production';
}

/**
 * The server never builds the web app: `npm start` (or `npm run build`) made it before, so no build
 * tool is needed at run time. Without one, it says so before anything else starts.
 */
export function requireWebBuild(webRoot: string): void {
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new StartupError(
      `No web build in ${webRoot}: run \`npm run build\` (or \`npm start\`, which builds), point WEB_ROOT at a build, or set SERVE_WEB=false.`,
    );
  }
}

/** Hashed build output (Vite names every file under assets/ by its content's hash): a URL that never changes content. */
const hashedAssets = `${sep}assets${sep}`;

/**
 * Cache-Control by kind of file: a hashed asset forever (a new build makes new names); everything
 * else (index.html, version.json, the icons in public/) is revalidated on every use by its ETag, so
 * a new build reaches open browsers at once.
 */
export function cacheControlFor(webRoot: string, file: string): string {
  return file.startsWith(join(webRoot, hashedAssets)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app beside the API; .map files only where source maps are served. Text files
 * go out as the brotli or gzip sibling the build made (scripts/lib/precompressPlugin.ts), chosen by
 * Accept-Encoding: no compression work per request. The landing page (/ and /index.html) is
 * rendered with its live quote when the build has its render bundle (landingPage.ts), which is
 * never served itself.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webRoot: string,
  env: Record<string, string | undefined>,
  given: { renderer?: LandingRenderer } = {},
): Promise<void> {
  const maps = sourceMapsServed(env);
  const renderer = given.renderer ?? (await loadLandingRenderer(webRoot));
  const renderBundle = dirname(landingRendererPath);
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // With a render bundle, / and /index.html are landingPage.ts's routes.
    index: renderer ? false : undefined,
    globIgnore: [`${renderBundle}/**`, ...(renderer ? ['index.html'] : [])],
    allowedPath: (path) => (maps || !path.endsWith('.map')) && !path.startsWith(`/${renderBundle}/`),
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(webRoot, file)),
  });
  if (renderer) await serveLandingPage(app, { renderer, webRoot, reuseMs: landingReuseMs(env) });
}

/**
 * LANDING_REUSE_MS: how long a rendered landing page is served again, at most (and by default)
 * the quote's refresh interval; 0 renders every one (npm run bench measures fresh renders so).
 */
export function landingReuseMs(env: Record<string, string | undefined>): number | undefined {
  if (env.LANDING_REUSE_MS === undefined || env.LANDING_REUSE_MS === '') return undefined;
  const value = Number(env.LANDING_REUSE_MS);
  if (!Number.isInteger(value) || value < 0 || value > constants.quoteRefreshCountdownMs) {
    throw new StartupError(
      `LANDING_REUSE_MS must be a whole number of milliseconds from 0 to ${constants.quoteRefreshCountdownMs} (the quote's refresh interval), not "${env.LANDING_REUSE_MS}".`,
    );
  }
  return value;
}
