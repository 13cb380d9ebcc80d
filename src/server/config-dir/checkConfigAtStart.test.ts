import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { configProblemsAtStart } from './checkConfigAtStart';
import { repoConfigDir } from './configDir';

const run = promisify(execFile);
const broken = mkdtempSync(join(tmpdir(), 'gangway-broken-config-'));
cpSync(repoConfigDir, broken, { recursive: true });
writeFileSync(join(broken, 'routes.json'), '{"routes": [');

afterAll(() => rmSync(broken, { recursive: true, force: true }));

describe('the config check at server start', () => {
  it('finds nothing to say about the repository config', () => {
    expect(configProblemsAtStart({})).toEqual([]);
  });

  it('names each problem of a broken config directory, as validate:config does', () => {
    const lines = configProblemsAtStart({ GANGWAY_CONFIG_DIR: broken });
    expect(lines[0]).toMatch(new RegExp(`^The config in ${broken} has \\d+ problems; the server does not start:$`));
    expect(lines).toContainEqual(expect.stringMatching(/^routes\.json: not valid JSON: /));
    // The routes are unreadable, so every payment method's routerPath is reported too.
    expect(lines).toContainEqual(expect.stringMatching(/^payment-methods\.json \/methods\/0\/routerPath: .* is not a payment route/));
    expect(configProblemsAtStart({ GANGWAY_CONFIG_DIR: join(broken, 'nowhere') })[0]).toMatch(/cannot be read; the server does not start: .*is not a directory/);
  });

  it('stops npm start with exit code 1 and those lines, no stack trace', async () => {
    const started = run('npx', ['tsx', 'src/server/main.ts'], { env: { ...process.env, GANGWAY_CONFIG_DIR: broken, SERVE_WEB: 'false', PORT: '0' } });
    const failure = await started.then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('routes.json: not valid JSON');
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
