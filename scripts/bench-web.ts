/**
 * `npm run bench:web`: what a phone user waits for. Builds the production web app and, in the same
 * run, a floor page (React and ReactDOM only, fetching the same quote and rendering the receive
 * amount), serves both through the real server, and loads each in headless Chromium at phone size
 * with the CPU slowed 4× and a cold cache, alternating, BENCH_WEB_LOADS times each (default 7).
 * Prints the median time from navigation to the first quote shown, the ratio app/floor, and the
 * bytes over the wire and request count of one load of each. Not a test: figures vary with the machine.
 *
 * A second reference, the stack floor, is the same page built on the browser libraries the guide
 * prescribes for the first screen (i18next, xstate, decimal.js on React): how near the floor any
 * app on that stack can get, before a line of its own code.
 *
 * BENCH_WEB_BASELINE=<dir> also loads, in the same alternation, an earlier production build of the
 * web app (e.g. `vite build` of an older commit into <dir>), served by a second server of this
 * checkout: the before and after of a change, measured in one run.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { precompressPlugin } from './lib/precompressPlugin';
import { startGangway } from './lib/serverProcess';

const root = new URL('..', import.meta.url).pathname;
const loads = Number(process.env.BENCH_WEB_LOADS ?? 7);
const cpuSlowdown = Number(process.env.BENCH_WEB_CPU ?? 4);
const phone = { width: 375, height: 812 };
/** The receive amount of the buy tab; the floor page renders the same element. */
const receiveSelector = 'input.amount-field__input[readonly]';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The floor: the least a React page needs to show a quote, sent with the app's own first quote request. */
function floorPage(quote: { path: string; body: string }): string {
  return `import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Floor() {
  const [receive, setReceive] = useState('');
  useEffect(() => {
    fetch(${JSON.stringify(quote.path)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(quote.body)} })
      .then((response) => response.json())
      .then((envelope) => setReceive(String(envelope.data.cryptoAmount)));
  }, []);
  return <input className="amount-field__input" readOnly value={receive} aria-label="You receive" />;
}
createRoot(document.getElementById('root')!).render(<Floor />);
`;
}

/**
 * The stack floor: the same page built on every library the guide names for the browser's first
 * screen (i18next with react-i18next for the label, an xstate machine with @xstate/react asking
 * the quote, decimal.js for the amount). What those libraries cost before any of the app's code.
 */
function stackFloorPage(quote: { path: string; body: string }): string {
  return `import { createRoot } from 'react-dom/client';
import { createInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { assign, fromPromise, setup } from 'xstate';
import { useMachine } from '@xstate/react';
import Decimal from 'decimal.js';
const askQuote = fromPromise(async () => {
  const response = await fetch(${JSON.stringify(quote.path)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(quote.body)} });
  const envelope = await response.json();
  return String(envelope.data.cryptoAmount);
});
const quoteMachine = setup({ types: { context: {} as { receive: string } }, actors: { askQuote } }).createMachine({
  context: { receive: '' },
  initial: 'asking',
  states: { asking: { invoke: { src: 'askQuote', onDone: { target: 'shown', actions: assign({ receive: ({ event }) => new Decimal(event.output).toFixed() }) } } }, shown: {} },
});
function Floor() {
  const { t } = useTranslation();
  const [state] = useMachine(quoteMachine);
  return <input className="amount-field__input" readOnly value={state.context.receive} aria-label={t('receive')} />;
}
const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { receive: 'You receive' } } }, interpolation: { escapeValue: false } }).then(() => {
  createRoot(document.getElementById('root')!).render(<Floor />);
});
`;
}

/** Builds a one-file reference page under `base`, its imports resolved from the checkout's node_modules. */
async function buildReferencePage(outDir: string, base: string, main: string): Promise<void> {
  // Inside the checkout, so its imports resolve from the checkout's node_modules (.cache is git-ignored).
  mkdirSync(join(root, '.cache'), { recursive: true });
  const src = mkdtempSync(join(root, '.cache', 'floor-src-'));
  writeFileSync(join(src, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
  writeFileSync(join(src, 'main.tsx'), main);
  await build({ root: src, base, logLevel: 'warn', configFile: false, plugins: [precompressPlugin()], esbuild: { jsx: 'automatic' }, build: { outDir, emptyOutDir: true } });
  rmSync(src, { recursive: true, force: true });
}

/** The compiled server as `npm start` runs it (scripts/lib/serverProcess.ts), serving `webRoot`. */
async function startServer(webRoot: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-web-data-'));
  // A production server needs its own key for payout accounts at rest (a throw-away one here) and
  // SMTP for sign-in codes: the bench signs no one in, so nothing is sent.
  const server = await startGangway({ NODE_ENV: 'production', DATA_KEY: randomBytes(32).toString('base64'), QUOTE_KEY: randomBytes(32).toString('base64'), SMTP_URL: 'smtp://127.0.0.1:2525', WEB_ROOT: webRoot, DATA_DIR: dataDir });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Load {
  /** Navigation start to the first frame showing a receive amount, in ms. */
  quoteShownMs: number;
  bytes: number;
  requests: number;
}

/** One cold load (a new context: empty cache and storage) at phone size with the CPU slowed. */
async function load(browser: Browser, url: string, slowdown: number): Promise<Load> {
  const context = await browser.newContext({ viewport: phone });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => { requests += 1; });
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => { bytes += event.encodedDataLength; });
  // A string, not a function: tsx would wrap a function's inner functions in a __name helper the page does not have.
  await page.addInitScript(`(() => {
    const watch = () => {
      const input = document.querySelector(${JSON.stringify(receiveSelector)});
      if (input && input.value !== '' && !/^0([.,]0*)?$/.test(input.value)) {
        window.__quoteShownMs = performance.now();
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })();`);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __quoteShownMs?: number }).__quoteShownMs !== undefined, undefined, { timeout: 180_000 });
  const quoteShownMs = await page.evaluate(() => (window as unknown as { __quoteShownMs: number }).__quoteShownMs);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { quoteShownMs, bytes, requests };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type PageName = 'app' | 'floor' | 'stack-floor' | 'baseline';

async function main() {
  const baselineRoot = process.env.BENCH_WEB_BASELINE;
  let baselineServer: Awaited<ReturnType<typeof startServer>> | undefined;
  const webRoot = mkdtempSync(join(tmpdir(), 'gangway-bench-web-'));
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: webRoot, emptyOutDir: true } });
  let server = await startServer(webRoot);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    // The app's own first quote request, so that the floor asks exactly the same.
    const probe = await browser.newPage({ viewport: phone });
    const quoteRequest = probe.waitForRequest((request) => request.url().includes('/trade/quote') && request.method() === 'POST');
    await probe.goto(`${server.url}/#/index`);
    const request = await quoteRequest;
    const url = new URL(request.url());
    await probe.close();
    await server.stop();

    const quote = { path: `${url.pathname}${url.search}`, body: request.postData() ?? '{}' };
    await buildReferencePage(join(webRoot, 'floor'), '/floor/', floorPage(quote));
    await buildReferencePage(join(webRoot, 'stack-floor'), '/stack-floor/', stackFloorPage(quote));
    server = await startServer(webRoot);

    baselineServer = baselineRoot ? await startServer(baselineRoot) : undefined;
    const pages: Partial<Record<PageName, string>> = { app: `${server.url}/#/index`, floor: `${server.url}/floor/`, 'stack-floor': `${server.url}/stack-floor/` };
    if (baselineServer) pages.baseline = `${baselineServer.url}/#/index`;
    const names = Object.keys(pages) as PageName[];
    const results: Record<PageName, Load[]> = { app: [], floor: [], 'stack-floor': [], baseline: [] };
    // One warm-up of each (server caches, Chromium start), then alternating measured loads.
    for (const name of names) await load(browser, pages[name] ?? '', cpuSlowdown);
    for (let round = 0; round < loads; round += 1) {
      for (const name of round % 2 === 0 ? names : [...names].reverse()) {
        results[name].push(await load(browser, pages[name] ?? '', cpuSlowdown));
      }
    }
    const row = (name: PageName) => ({
      page: name,
      'first quote shown, median ms': Math.round(median(results[name].map((one) => one.quoteShownMs))),
      'min ms': Math.round(Math.min(...results[name].map((one) => one.quoteShownMs))),
      'max ms': Math.round(Math.max(...results[name].map((one) => one.quoteShownMs))),
      'kB over the wire': Math.round((results[name][0]?.bytes ?? 0) / 1024),
      requests: results[name][0]?.requests ?? 0,
    });
    const rows = names.map(row);
    console.log(`\nphone ${phone.width}×${phone.height}, CPU slowed ${cpuSlowdown}×, cold cache, ${loads} loads each, alternating\n`);
    console.table(rows);
    const floorMs = row('floor')['first quote shown, median ms'];
    for (const one of rows.filter((candidate) => candidate.page !== 'floor')) {
      console.log(`ratio ${one.page} / floor: ${(one['first quote shown, median ms'] / floorMs).toFixed(2)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await baselineServer?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
