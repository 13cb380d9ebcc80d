/**
 * Product §8: an app version change forces a reload. The build writes version.json (package version
 * plus a build id, see vite.config.ts) and bakes the same build id into the bundle; when the served
 * file names another build, the page is stale.
 */
export interface AppVersion {
  version: string;
  buildId: string;
}

export const versionFile = 'version.json';

export function isStale(running: string, served: AppVersion | undefined): boolean {
  return served !== undefined && served.buildId !== running;
}

export async function fetchServedVersion(fetcher: typeof fetch = fetch, base = import.meta.env.BASE_URL): Promise<AppVersion | undefined> {
  try {
    const response = await fetcher(`${base}${versionFile}?at=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<AppVersion>;
    return typeof body.buildId === 'string' && typeof body.version === 'string' ? { version: body.version, buildId: body.buildId } : undefined;
  } catch {
    return undefined;
  }
}
