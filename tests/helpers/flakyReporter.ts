import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';
// How a flaky test's line starts: scripts/test-lanes.mjs finds these lines by it and prints them again at the end of the run.
import { flakyMark } from '../../scripts/lib/laneReport.mjs';

/**
 * Names every test that passed only on a retry, with the error of its failed attempt: the browser
 * files are retried once (vitest.config.ts), and a retry that hid the failure would otherwise leave
 * no trace in a green run. A flake named here is a defect to find, not a pass to forget.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const file = relative(process.cwd(), testCase.module.moduleId);
    // A test that passed on a retry still reports the errors of its failed attempts.
    const firstError = testCase.result().errors?.[0];
    const why = firstError ? `: ${String(firstError.message).split('\n')[0]}` : '';
    process.stdout.write(`${flakyMark} ${file} > ${testCase.fullName}: passed on retry ${diagnostic.retryCount}${why}\n`);
  }
}
