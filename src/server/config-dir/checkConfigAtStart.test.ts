import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { configProblemsAtStart } from './checkConfigAtStart';
import { repoConfigDir } from '../../shared/config/check/configLocation';
import { configReport } from '../../shared/config/check/configReport';

const run = promisify(execFile);
const broken = mkdtempSync(join(tmpdir(), 'gangway-broken-config-'));
cpSync(repoConfigDir, broken, { recursive: true });
writeFileSync(join(broken, 'routes.json'), '{"routes": [');

afterAll(() => rmSync(broken, { recursive: true, force: true }));

describe('the config check at server start', () => {
  it('finds nothing to say about the repository config', () => {
    expect(configProblemsAtStart({})).toEqual([]);
  });

  it('prints exactly the lines of validate:config, then that the server does not start', async () => {
    // What scripts/validate-config.ts prints, asked of the same function in this process.
    const validator = configReport(broken, process.cwd());
    const lines = configProblemsAtStart({ GANGWAY_CONFIG_DIR: broken });
    expect(lines).toEqual([...validator.lines, `The server does not start: the config in ${broken} is not valid.`]);
    // The routes are unreadable: their parse error is the only line, no payment method is blamed for it.
    expect(lines).toEqual([
      `${broken}/routes.json: not valid JSON: line 1, column 13: expected "]", found the end of the file`,
      `1 problem in ${broken}`,
      `The server does not start: the config in ${broken} is not valid.`,
    ]);
    expect(configProblemsAtStart({ GANGWAY_CONFIG_DIR: join(broken, 'nowhere') })).toEqual([
      `${join(broken, 'nowhere')} does not exist`,
      `The server does not start: the config in ${join(broken, 'nowhere')} is not valid.`,
    ]);
  });

  it('stops npm start with exit code 1 and those lines, no stack trace', async () => {
    const started = run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, GANGWAY_CONFIG_DIR: broken, SERVE_WEB: 'false', PORT: '0' },
    });
    const failure = await started.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`${broken}/routes.json: not valid JSON: line 1, column 13`);
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('stops a production start without DATA_KEY with one line saying so, no stack trace', async () => {
    const { DATA_KEY: _unset, ...inherited } = process.env;
    const env = { ...inherited, NODE_ENV: 'production', SERVE_WEB: 'false', PORT: '0' };
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('DATA_KEY is not set: in production the server needs its own key to encrypt payout accounts at rest');
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
