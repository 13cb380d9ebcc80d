import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/helpers/testDb';
import * as landing from '../ui/ssr/landing';
import type { LandingRenderer } from '../ui/ssr/contract';
import { constants } from '../shared/config/constants';
import { buildApp } from './app';
import { serverConfigFromEnv } from './config';
import { loggerOptions } from './logger';
import type { PriceProvider } from './providers/prices/prices';
import { landingLanguage } from './landingPage';
import { landingReuseMs, serveWebApp } from './webApp';

/** A web build's index.html as the build makes it: the landing state's marker first in the head, an empty #root. */
const shell =
  '<!doctype html>\n<html lang="en-US">\n  <head>\n    <meta charset="UTF-8" />\n    <!--landing-state-->\n    <title>Gangway</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const webRoot = mkdtempSync(join(tmpdir(), 'gangway-landing-'));
writeFileSync(join(webRoot, 'index.html'), shell);
// A render bundle where the build puts it, to show it is never served.
mkdirSync(join(webRoot, 'ssr'));
writeFileSync(join(webRoot, 'ssr', 'landing.js'), 'export const renderLanding = () => "";\n');

interface Served {
  app: FastifyInstance;
  logs: string[];
  advance(ms: number): void;
  page(url?: string, headers?: Record<string, string>): Promise<{ status: number; body: string }>;
}

const opened: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

/** The real server and the web app's real render (src/ui/ssr/landing.tsx), on a fresh store. */
async function serve(options: { renderer?: LandingRenderer; prices?: PriceProvider; env?: Record<string, string> } = {}): Promise<Served> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  let now = Date.now();
  const db = await freshDb();
  const app = await buildApp({
    db,
    config: serverConfigFromEnv({ NODE_ENV: 'test' }),
    clock: () => now,
    logger: { ...loggerOptions('warn'), stream },
    ...(options.prices ? { providers: { prices: options.prices } } : {}),
  });
  app.addHook('onClose', () => db.close());
  await serveWebApp(app, webRoot, options.env ?? {}, { renderer: options.renderer ?? landing });
  opened.push(app);
  return {
    app,
    logs,
    advance: (ms) => {
      now += ms;
    },
    async page(url = '/', headers = {}) {
      const answer = await app.inject({ method: 'GET', url, headers });
      return { status: answer.statusCode, body: answer.body };
    },
  };
}

const stateOf = (page: string) =>
  JSON.parse(/<script type="application\/json" id="landing-state">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as {
    language: string;
    quote: { data: { quoteId: string; cryptoAmount: string } };
  } | null;

describe('the landing page the server renders', () => {
  let plain: Served;
  beforeAll(async () => {
    plain = await serve();
    // Kept for the tests that share it: afterEach closes the ones a test opens for itself.
    opened.splice(opened.indexOf(plain.app), 1);
  });
  afterAll(() => plain.app.close());

  it('renders / and /index.html with the live quote from the quote service, in the HTML and in the state the browser hydrates from', async () => {
    const served = plain;
    for (const url of ['/', '/index.html']) {
      const { status, body } = await served.page(url);
      expect(status).toBe(200);
      const state = stateOf(body);
      expect(state?.language).toBe('en-US');
      expect(Number(state?.quote.data.cryptoAmount)).toBeGreaterThan(0);
      expect(body).toContain(`readOnly="" value="${state?.quote.data.cryptoAmount}"`);
      expect(body).toContain('<html lang="en-US"');
    }
  });

  it('takes ?language=, else Accept-Language, else the default language', async () => {
    const served = plain;
    expect(stateOf((await served.page('/?language=zh-HK', { 'accept-language': 'es' })).body)?.language).toBe('zh-HK');
    expect(stateOf((await served.page('/', { 'accept-language': 'vi-VN,vi;q=0.9' })).body)?.language).toBe('vi');
    expect(stateOf((await served.page('/')).body)?.language).toBe('en-US');
  });

  it('answers a hostile Accept-Language or ?language= in the default language', () => {
    const hostile = ['<script>', '"><img src=x onerror=alert(1)>', 'x'.repeat(10_000), '*;q=NaN,,;;', '\u0000zh-HK', '../../../etc/passwd'];
    for (const value of hostile) {
      expect(landingLanguage(new URLSearchParams(), value)).toBe(constants.defaultLanguage);
      expect(landingLanguage(new URLSearchParams({ language: value }), undefined)).toBe(constants.defaultLanguage);
    }
  });

  it('serves one rendered page per language for at most the quote refresh interval', async () => {
    const served = await serve();
    const first = stateOf((await served.page('/')).body)?.quote.data.quoteId;
    served.advance(constants.quoteRefreshCountdownMs - 1);
    // Anything else in the query changes nothing on the page: the same one.
    expect(stateOf((await served.page('/?utm_source=mail')).body)?.quote.data.quoteId).toBe(first);
    expect(stateOf((await served.page('/?language=es')).body)?.quote.data.quoteId).not.toBe(first);
    served.advance(1);
    expect(stateOf((await served.page('/')).body)?.quote.data.quoteId).not.toBe(first);
  });

  it('answers a browser that has the page with a 304 while it is reused', async () => {
    const first = await plain.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await plain.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('renders every page afresh with LANDING_REUSE_MS=0, and refuses a reuse longer than the refresh interval', async () => {
    const served = await serve({ env: { LANDING_REUSE_MS: '0' } });
    const first = stateOf((await served.page('/')).body)?.quote.data.quoteId;
    expect(stateOf((await served.page('/')).body)?.quote.data.quoteId).not.toBe(first);
    expect(landingReuseMs({})).toBeUndefined();
    expect(() => landingReuseMs({ LANDING_REUSE_MS: String(constants.quoteRefreshCountdownMs + 1) })).toThrow(/LANDING_REUSE_MS must be/);
    expect(() => landingReuseMs({ LANDING_REUSE_MS: 'soon' })).toThrow(/LANDING_REUSE_MS must be/);
  });

  it('leaves a merchant link or a plain link in the page query to the browser: the page it renders alone', async () => {
    const served = plain;
    for (const url of ['/?appId=sandbox-demo&fiat=EUR', '/?type=sell', '/index.html?country=BR']) {
      const { status, body } = await served.page(url);
      expect(status).toBe(200);
      expect(body).toBe(shell);
    }
  });

  it('answers the page the browser renders alone, with a log line, when the price is unavailable: never a 500', async () => {
    const served = await serve({ prices: { maxAgeMs: 60_000, cryptoPrice: async () => Promise.reject(new Error('price feed down')) } });
    const { status, body } = await served.page('/');
    expect(status).toBe(200);
    expect(body).toBe(shell);
    expect(served.logs.join('')).toMatch(/landing page not rendered: the browser renders it/);
    // The failure stands for the reuse window: the feed is not asked again by every visitor.
    const logged = served.logs.length;
    await served.page('/');
    expect(served.logs.length).toBe(logged);
  });

  it('answers the page the browser renders alone, with a log line, when the render throws: never a 500', async () => {
    const throwing: LandingRenderer = {
      rendersLanding: () => true,
      renderLanding: async () => {
        throw new TypeError('Cannot read properties of undefined');
      },
    };
    const served = await serve({ renderer: throwing });
    const { status, body } = await served.page('/');
    expect(status).toBe(200);
    expect(body).toBe(shell);
    expect(served.logs.join('')).toMatch(/landing page not rendered: the browser renders it/);
  });

  it('never serves the render bundle itself', async () => {
    expect((await plain.page('/ssr/landing.js')).status).toBe(404);
  });
});

describe('the landing part of every locale', () => {
  it('says everything the landing page says, in every language: the render refuses a page with a string it lacks', async () => {
    const served = await serve();
    for (const language of constants.languages) {
      const { body } = await served.page(`/?language=${language}`);
      expect(stateOf(body)?.language, served.logs.join('')).toBe(language);
    }
  });
});
