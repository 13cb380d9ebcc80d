/**
 * `npm run bench:web`: what a phone user waits for. Builds the production web app and, in the same
 * run, a floor page (React and ReactDOM only, fetching the same quote and rendering the receive
 * amount), serves both through the real server, and loads each in headless Chromium at phone size
 * with the CPU slowed 4× and a cold cache, alternating, BENCH_WEB_LOADS times each (default 7).
 * The app is loaded at /, the landing page the server renders with its quote.
 * Prints the medians of two times from navigation, and the bytes over the wire and request count of
 * one load of each:
 * - first quote shown: the first frame with a receive amount; the app against the floor (goal ≤ 0.5×);
 * - interactive: the first frame where React handles the amount field and an enabled Continue (for
 *   the app, hydrated); the app against the stack floor (goal ≤ 1.25×).
 * Not a test: figures vary with the machine.
 *
 * The stack floor is the same quote on the browser libraries the design card prescribes for the
 * first screen (react-router-dom's HashRouter, i18next with react-i18next, an xstate machine through
 * @xstate/react invoking an axios call, decimal.js), with an amount field and a Continue button:
 * what those libraries cost before a line of the app's own code.
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
/** The amount field and Continue of the buy tab; the stack floor renders the same elements. */
const amountSelector = 'input.amount-field__input:not([readonly])';
const continueSelector = 'button.button--primary';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
 * The stack floor: the same page built on every library the design card names for the browser's
 * first screen (react-router-dom's HashRouter, i18next with react-i18next for the labels, an xstate
 * machine with @xstate/react asking the quote through axios, decimal.js for the amount), with an
 * amount field and a Continue button. What those libraries cost before any of the app's code.
 */
function stackFloorPage(quote: { path: string; body: string }): string {
  return `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router-dom';
import axios from 'axios';
import { createInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { assign, fromPromise, setup } from 'xstate';
import { useMachine } from '@xstate/react';
import Decimal from 'decimal.js';
const api = axios.create({ timeout: 130000 });
const askQuote = fromPromise(async () => {
  const response = await api.post(${JSON.stringify(quote.path)}, ${quote.body});
  return String(response.data.data.cryptoAmount);
});
const quoteMachine = setup({ types: { context: {} as { receive: string } }, actors: { askQuote } }).createMachine({
  context: { receive: '' },
  initial: 'asking',
  states: { asking: { invoke: { src: 'askQuote', onDone: { target: 'shown', actions: assign({ receive: ({ event }) => new Decimal(event.output).toFixed() }) } } }, shown: {} },
});
function Floor() {
  const { t } = useTranslation();
  const [state] = useMachine(quoteMachine);
  const [pay, setPay] = useState('100');
  return (
    <>
      <input className="amount-field__input" value={pay} onChange={(event) => setPay(event.target.value)} aria-label={t('pay')} />
      <input className="amount-field__input" readOnly value={state.context.receive} aria-label={t('receive')} />
      <button type="button" className="button button--primary" disabled={state.context.receive === ''} onClick={() => setPay('')}>{t('continue')}</button>
    </>
  );
}
const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { pay: 'You pay', receive: 'You receive', continue: 'Continue' } } }, interpolation: { escapeValue: false } }).then(() => {
  createRoot(document.getElementById('root')!).render(<HashRouter><Routes><Route path="*" element={<Floor />} /></Routes></HashRouter>);
});
`;
}

/** Builds a one-file reference page under `base`, its imports resolved from the checkout's node_modules. */
async function buildReferencePage(outDir: string, base: string, main: string): Promise<void> {
  // Inside the checkout, so its imports resolve from the checkout's node_modules (.cache is git-ignored).
  mkdirSync(join(root, '.cache'), { recursive: true });
  const src = mkdtempSync(join(root, '.cache', 'floor-src-'));
  writeFileSync(
    join(src, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(join(src, 'main.tsx'), main);
  await build({
    root: src,
    base,
    logLevel: 'warn',
    configFile: false,
    plugins: [precompressPlugin()],
    esbuild: { jsx: 'automatic' },
    build: { outDir, emptyOutDir: true },
  });
  rmSync(src, { recursive: true, force: true });
}

/** The compiled server as `npm start` runs it (scripts/lib/serverProcess.ts), serving `webRoot`. */
async function startServer(webRoot: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-web-data-'));
  // A production server needs its own key for payout accounts at rest (a throw-away one here) and
  // SMTP for sign-in codes: the bench signs no one in, so nothing is sent. Its providers are the
  // sandbox's, which production runs only as a public demo said on purpose, with a signing secret of its own.
  const server = await startGangway({
    NODE_ENV: 'production',
    GANGWAY_SANDBOX: 'public',
    SANDBOX_SIGNING_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('base64'),
    QUOTE_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    WEB_ROOT: webRoot,
    DATA_DIR: dataDir,
  });
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
  /** Navigation start to the first frame where React handles the amount field and an enabled Continue, in ms; none for the floor, which has neither. */
  interactiveMs: number | undefined;
  bytes: number;
  requests: number;
}

/** One cold load (a new context: empty cache and storage) at phone size with the CPU slowed; `interactive` waits for that too. */
async function load(browser: Browser, url: string, slowdown: number, interactive: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: phone });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  // A string, not a function: tsx would wrap a function's inner functions in a __name helper the page does not have.
  // Interactive: React has the element's props (hydration puts them on the server's elements, a
  // client render on its own) with the handler, on the amount field and an enabled Continue.
  await page.addInitScript(`(() => {
    const handles = (element, handler) => {
      const key = element && Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      return Boolean(key && typeof element[key][handler] === 'function');
    };
    const watch = () => {
      const input = document.querySelector(${JSON.stringify(receiveSelector)});
      if (window.__quoteShownMs === undefined && input && input.value !== '' && !/^0([.,]0*)?$/.test(input.value)) window.__quoteShownMs = performance.now();
      const go = document.querySelector(${JSON.stringify(continueSelector)});
      if (window.__interactiveMs === undefined && handles(document.querySelector(${JSON.stringify(amountSelector)}), 'onChange') && handles(go, 'onClick') && !go.disabled) window.__interactiveMs = performance.now();
      if (window.__quoteShownMs === undefined || window.__interactiveMs === undefined) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })();`);
  type Marks = { __quoteShownMs?: number; __interactiveMs?: number };
  const waitFor = (mark: keyof Marks, what: string) =>
    page
      .waitForFunction((name) => (window as unknown as Marks)[name] !== undefined, mark, { timeout: 180_000 })
      .catch((error: unknown) => {
        throw new Error(`${url}: ${what} never came`, { cause: error });
      });
  await page.goto(url);
  await waitFor('__quoteShownMs', 'a receive amount');
  if (interactive) await waitFor('__interactiveMs', 'an amount field and an enabled Continue handled by React');
  const marks = await page.evaluate(() => ({
    quote: (window as unknown as Marks).__quoteShownMs ?? 0,
    interactive: (window as unknown as Marks).__interactiveMs,
  }));
  await page.waitForLoadState('networkidle');
  await context.close();
  return { quoteShownMs: marks.quote, interactiveMs: interactive ? marks.interactive : undefined, bytes, requests };
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
    // The app's own first quote request, so that the floors ask exactly the same: at PC width, where
    // the browser renders the landing page itself (the server renders the phone layout) and asks it.
    const probe = await browser.newPage({ viewport: { width: 1280, height: 800 } });
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
    // The reference pages by their file: with the landing render, the server answers no directory with its index.html.
    const pages: Partial<Record<PageName, string>> = {
      app: `${server.url}/`,
      floor: `${server.url}/floor/index.html`,
      'stack-floor': `${server.url}/stack-floor/index.html`,
    };
    if (baselineServer) pages.baseline = `${baselineServer.url}/`;
    const names = Object.keys(pages) as PageName[];
    const results: Record<PageName, Load[]> = { app: [], floor: [], 'stack-floor': [], baseline: [] };
    // One warm-up of each (server caches, Chromium start), then alternating measured loads.
    const interactive = (name: PageName) => name !== 'floor';
    for (const name of names) await load(browser, pages[name] ?? '', cpuSlowdown, interactive(name));
    for (let round = 0; round < loads; round += 1) {
      for (const name of round % 2 === 0 ? names : [...names].reverse()) {
        results[name].push(await load(browser, pages[name] ?? '', cpuSlowdown, interactive(name)));
      }
    }
    const quoteMs = (name: PageName) => median(results[name].map((one) => one.quoteShownMs));
    const interactiveMs = (name: PageName) => median(results[name].map((one) => one.interactiveMs ?? 0));
    const row = (name: PageName) => ({
      page: name,
      'first quote shown, median ms': Math.round(quoteMs(name)),
      'min ms': Math.round(Math.min(...results[name].map((one) => one.quoteShownMs))),
      'max ms': Math.round(Math.max(...results[name].map((one) => one.quoteShownMs))),
      'interactive, median ms': interactive(name) ? Math.round(interactiveMs(name)) : '-',
      'kB over the wire': Math.round((results[name][0]?.bytes ?? 0) / 1024),
      requests: results[name][0]?.requests ?? 0,
    });
    console.log(`\nphone ${phone.width}×${phone.height}, CPU slowed ${cpuSlowdown}×, cold cache, ${loads} loads each, alternating\n`);
    console.table(names.map(row));
    for (const name of names.filter((candidate) => candidate !== 'floor')) {
      console.log(
        `${name}: first quote shown ${(quoteMs(name) / quoteMs('floor')).toFixed(2)}× the floor (goal ≤ 0.5 for the app); interactive ${(interactiveMs(name) / interactiveMs('stack-floor')).toFixed(2)}× the stack floor (goal ≤ 1.25 for the app)`,
      );
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
