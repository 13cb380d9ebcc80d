import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/helpers/testDb';
import { buildApp } from './app';
import { serverConfigFromEnv } from './config';
import { requireWebBuild, serveWebApp } from './webApp';

const webRoot = mkdtempSync(join(tmpdir(), 'gangway-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Gangway</title>');
writeFileSync(join(webRoot, 'assets', 'index-abc.js'), 'console.log(1)\n//# sourceMappingURL=index-abc.js.map');
writeFileSync(join(webRoot, 'assets', 'index-abc.js.map'), '{"version":3}');

// A production server needs its own DATA_KEY and QUOTE_KEY.
const dataKey = randomBytes(32).toString('base64');
const quoteKey = randomBytes(32).toString('base64');

async function statuses(env: Record<string, string>): Promise<number[]> {
  const db = await freshDb();
  const app = await buildApp({ db, config: serverConfigFromEnv(env), logger: false });
  await serveWebApp(app, webRoot, env);
  const paths = ['/', '/assets/index-abc.js', '/assets/index-abc.js.map'];
  const answers = await Promise.all(paths.map((url) => app.inject({ method: 'GET', url })));
  await app.close();
  await db.close();
  return answers.map((answer) => answer.statusCode);
}

describe('serving the web build', () => {
  it('serves source maps outside production only, or when GANGWAY_SOURCE_MAPS=on', async () => {
    expect(await statuses({ NODE_ENV: 'development' })).toEqual([200, 200, 200]);
    expect(await statuses({ NODE_ENV: 'production', DATA_KEY: dataKey, QUOTE_KEY: quoteKey })).toEqual([200, 200, 404]);
    expect(await statuses({ NODE_ENV: 'production', DATA_KEY: dataKey, QUOTE_KEY: quoteKey, GANGWAY_SOURCE_MAPS: 'on' })).toEqual([200, 200, 200]);
  }, 90_000);

  it('says how to get a web build when there is none, instead of building one at run time', () => {
    const empty = mkdtempSync(join(tmpdir(), 'gangway-no-web-'));
    expect(() => requireWebBuild(empty)).toThrow(
      `No web build in ${empty}: run \`npm run build\` (or \`npm start\`, which builds), point WEB_ROOT at a build, or set SERVE_WEB=false.`,
    );
    expect(() => requireWebBuild(webRoot)).not.toThrow();
  });
});
