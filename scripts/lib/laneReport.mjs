/**
 * What scripts/test-lanes.mjs prints again at the end of a run, read from the lines a lane's vitest
 * printed. Plain JavaScript: `npm test` runs the lanes with node alone.
 */

/** How a flaky test's line starts (tests/helpers/flakyReporter.ts writes it; flakyLines finds it). */
export const flakyMark = 'FLAKY';

// eslint-disable-next-line no-control-regex -- SGR colour codes are control characters by definition.
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

/** The lines naming a test that passed only on a retry. */
export function flakyLines(lines) {
  return lines.map(plain).filter((line) => line.startsWith(`${flakyMark} `));
}

/**
 * A failing lane's failures, in at most `max` lines without colour codes: the names of its failed
 * files and tests, then vitest's report of failures (or unhandled errors) from its start; without
 * one (a lane that died), its last 20 lines.
 */
export function failureLines(lines, max) {
  const text = lines.map(plain);
  const failed = [...new Set(text.filter((line) => /^\s*(FAIL|×|✗)\s/.test(line)).map((line) => line.trim()))];
  // Vitest's report of failures and unhandled errors opens with a rule of ⎯ characters.
  const reportStart = text.findIndex((line) => /⎯.*(Failed Tests|Unhandled Error|Failed Suites)/.test(line));
  const report = reportStart < 0 ? text.slice(-20) : text.slice(reportStart);
  return [...failed, ...report].slice(0, max);
}
