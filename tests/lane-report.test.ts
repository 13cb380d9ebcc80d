import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureLines, flakyLines } from '../scripts/lib/laneReport.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * What the end of `npm test` prints again (scripts/test-lanes.mjs), read from a real vitest run of a
 * small project with the repository's flaky-test reporter (tests/helpers/flakyReporter.ts): one test
 * that fails once then passes on its retry, one that always fails, one that passes.
 */
describe('the lane report', () => {
  let dir: string;
  let lines: string[];
  let status: number | null;

  beforeAll(() => {
    // Under node_modules, so the fixture's `import 'vitest'` resolves to the repository's own.
    mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
    dir = mkdtempSync(join(root, 'node_modules/.cache/lane-report-'));
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      `export default { test: { include: ['*.check.mjs'], reporters: ['default', ${JSON.stringify(join(root, 'tests/helpers/flakyReporter.ts'))}] } };\n`,
    );
    writeFileSync(
      join(dir, 'sample.check.mjs'),
      [
        "import { expect, test } from 'vitest';",
        'let tries = 0;',
        "test('passes on its second try', { retry: 1 }, () => { tries += 1; expect(tries, 'the first try fails').toBe(2); });",
        "test('always fails', () => { expect('left').toBe('right'); });",
        "test('passes', () => {});",
      ].join('\n'),
    );
    const run = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir], {
      cwd: dir,
      encoding: 'utf8',
      // Coloured, as a terminal gets it: the report strips the colour codes.
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    status = run.status;
    lines = `${run.stdout}${run.stderr}`.split('\n');
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a test that passed only on its retry, with the error of the try that failed', () => {
    expect(status).toBe(1);
    expect(flakyLines(lines)).toEqual([
      'FLAKY sample.check.mjs > passes on its second try: passed on retry 1: the first try fails: expected 1 to be 2 // Object.is equality',
    ]);
  });

  it('gives a failing run its failed tests first, then the report of the failure, without colour codes and within the bound', () => {
    const report = failureLines(lines, 60);
    expect(report[0]).toMatch(/^(×|FAIL)\s.*always fails/);
    expect(report.some((line) => line.includes("expected 'left' to be 'right'"))).toBe(true);
    expect(lines.join('\n').includes('\u001b[')).toBe(true);
    expect(report.join('\n').includes('\u001b[')).toBe(false);
    expect(report.some((line) => line.includes('passes on its second try'))).toBe(false);
    expect(failureLines(lines, 3)).toHaveLength(3);
  });
});
