import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDirFromEnv } from '../../src/shared/config/check/configLocation.js';

/**
 * Screen name → source module (relative to the repository root), read from the one registry of
 * screens (src/ui/screens/registry.ts), so build tools find a route's chunk without a second list.
 */
export function screenModules(root: string): Map<string, string> {
  const source = readFileSync(join(root, 'src/ui/screens/registry.ts'), 'utf8');
  const shared = new Map([...source.matchAll(/const (\w+) = \(\) => import\('\.\/(.+?)'\)/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/^\s+(\w+): (?:\(\) => import\('(\.\.?\/.+?)'\)|(\w+)),$/gm)) {
    const target = match[2] ?? (shared.has(match[3] ?? '') ? `./${shared.get(match[3] ?? '')}` : undefined);
    if (match[1] && target) modules.set(match[1], join('src/ui/screens', `${target}.tsx`));
  }
  return modules;
}

/**
 * The source module of the page a visit lands on (routes.json `fallback`: '/' and unknown paths go
 * there; else the first route), relative to the repository root; undefined when its screen has none.
 */
export function landingScreenModule(root: string): string | undefined {
  const routes = JSON.parse(readFileSync(join(configDirFromEnv(process.env), 'routes.json'), 'utf8')) as {
    fallback?: string;
    routes: { name: string; screen: string }[];
  };
  const landing = routes.routes.find((route) => route.name === routes.fallback) ?? routes.routes[0];
  return landing && screenModules(root).get(landing.screen);
}
