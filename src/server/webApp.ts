import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
    throw new StartupError(`No web build in ${webRoot}: run \`npm run build\` (or \`npm start\`, which builds), point WEB_ROOT at a build, or set SERVE_WEB=false.`);
  }
}

/** Serves the built web app beside the API; .map files only where source maps are served. */
export async function serveWebApp(app: FastifyInstance, webRoot: string, env: Record<string, string | undefined>): Promise<void> {
  const maps = sourceMapsServed(env);
  await app.register(fastifyStatic, { root: webRoot, wildcard: false, allowedPath: (path) => maps || !path.endsWith('.map') });
}
