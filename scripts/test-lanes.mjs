#!/usr/bin/env node
/**
 * `npm test`'s last step: the projects of vitest.config.ts in two lanes side by side, one vitest
 * process each: the unit files, and the browser files.
 *
 * Why two processes: Vitest 4 puts the files of a project limited to one worker (the browser suite,
 * one Chromium at a time) in a group of their own that starts only once every other file has
 * finished. In one process the browser files ran alone at the end, for about a third of the run,
 * while the unit files' second worker sat idle. Run apart, each keeps its own limit and both go at
 * once. Each line is prefixed with its lane; the exit code is the first failing lane's.
 *
 * The two lanes' lines interleave, and a CI log is often read from its tail: so a failing lane's
 * failures are printed again at the very end, its failed test names first, then the first of its
 * failure reports (ANSI colours stripped), in at most {@link REPRINT_LINES} lines. So are the tests
 * that passed only on a retry (tests/helpers/flakyReporter.ts), failing lane or not: both read by
 * scripts/lib/laneReport.mjs.
 *
 * Arguments go to both lanes (a file filter or a reporter, say): `npm run test:lanes -- home`; a
 * filter that matches files of one lane only leaves the other passing with none.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { failureLines, flakyLines } from './lib/laneReport.mjs';

/** Each lane is one vitest process: the unit files (and the isolated ones, which share their workers), and the browser files. */
const lanes = [
  { name: 'unit', projects: ['unit', 'isolated'] },
  { name: 'e2e', projects: ['e2e'] },
];
const extra = process.argv.slice(2);
const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;

const children = new Set();
/** How many lines of a failing lane's report are printed again at the end. */
const REPRINT_LINES = 60;
/** Every line each lane printed, by lane name, for the reprint of its failures. */
const printed = new Map(lanes.map(({ name }) => [name, []]));

function runLane({ name, projects }) {
  const child = spawn(process.execPath, [vitest, 'run', ...projects.flatMap((project) => ['--project', project]), '--passWithNoTests', ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Piped, vitest would drop its colours; a person at a terminal keeps them (any FORCE_COLOR, even 0, forces them).
    env: process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  children.add(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      printed.get(name).push(line);
      out.write(`[${name}] ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start vitest: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// Ctrl-C or a CI timeout stops both lanes, not just this script.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const started = performance.now();
const codes = await Promise.all(lanes.map((lane) => runLane(lane)));
const seconds = ((performance.now() - started) / 1000).toFixed(0);
for (const { name } of lanes) {
  const flaky = flakyLines(printed.get(name));
  if (flaky.length > 0)
    process.stdout.write(`\n── ${flaky.length} test(s) of the ${name} lane passed only on a retry ──\n${flaky.map((line) => `[${name}] ${line}\n`).join('')}`);
}
lanes.forEach(({ name }, i) => {
  if (codes[i] === 0) return;
  process.stdout.write(`\n── the ${name} lane failed; its failures again ──\n`);
  for (const line of failureLines(printed.get(name), REPRINT_LINES)) process.stdout.write(`[${name}] ${line}\n`);
});
lanes.forEach(({ name }, i) => process.stdout.write(`${name}: ${codes[i] === 0 ? 'passed' : `failed (exit ${codes[i]})`}\n`));
process.stdout.write(`both lanes in ${seconds} s\n`);
process.exit(codes.find((code) => code !== 0) ?? 0);
