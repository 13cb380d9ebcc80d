import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { configDirFromEnv } from '../../src/shared/config/check/configLocation';
import { hasChromium, skipReason } from './browser';
import { startCheckout, type Checkout } from './checkout';
import { mergeJsonInto } from '../../src/shared/jsonParts';

if (!hasChromium) console.warn(skipReason);

const immutable = 'public, max-age=31536000, immutable';

/**
 * The web app built for this run, served as `npm start` serves it: every text asset
 * compressed at build time, sent as brotli, gzip or as is by the request's Accept-Encoding, and
 * cached by kind (hashed assets for a year, index.html revalidated).
 */
describe.skipIf(!hasChromium)('the built web app over the wire', () => {
  let checkout: Checkout;
  let webRoot: string;
  let html: string;

  beforeAll(async () => {
    webRoot = inject('webRoot');
    html = readFileSync(join(webRoot, 'index.html'), 'utf8');
    checkout = await startCheckout();
  });

  afterAll(async () => {
    await checkout?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => checkout.app.inject({ method: 'GET', url, headers });
  /** The largest hashed JS asset the built page links (its entry script or a preloaded chunk): big enough that compression shows. */
  const linkedScript = () => {
    const urls = [...html.matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    if (urls.length === 0) throw new Error(`no script in the built index.html:\n${html}`);
    return urls.reduce((largest, url) => (statSync(join(webRoot, url)).size > statSync(join(webRoot, largest)).size ? url : largest));
  };
  const original = (url: string) => readFileSync(join(webRoot, url));

  it('answers a hashed JS asset with brotli for a browser that accepts br, with Vary, length and a year of caching', async () => {
    const url = linkedScript();
    const answer = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(immutable);
    expect(answer.headers.etag).toBeTruthy();
    expect(Number(answer.headers['content-length'])).toBe(statSync(join(webRoot, `${url}.br`)).size);
    expect(brotliDecompressSync(answer.rawPayload).equals(original(url))).toBe(true);
    expect(answer.rawPayload.length).toBeLessThan(original(url).length / 2);
  });

  it('answers gzip to a browser that accepts only gzip, or refuses br by q=0', async () => {
    const url = linkedScript();
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get(url, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(immutable);
      expect(Number(answer.headers['content-length'])).toBe(statSync(join(webRoot, `${url}.gz`)).size);
      expect(gunzipSync(answer.rawPayload).equals(original(url))).toBe(true);
    }
  });

  it('answers the file as it is (identity) when the browser accepts no compression', async () => {
    const url = linkedScript();
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get(url, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(immutable);
      expect(Number(answer.headers['content-length'])).toBe(original(url).length);
      expect(answer.rawPayload.equals(original(url))).toBe(true);
    }
  });

  it('compresses every CSS, SVG and JSON asset too, with its own content type', async () => {
    const css = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html)?.[1];
    expect(css).toBeTruthy();
    for (const [url, type] of [
      [css ?? '', /^text\/css/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/version.json', /^application\/json/],
    ] as const) {
      const answer = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['content-type'], url).toMatch(type);
      expect(brotliDecompressSync(answer.rawPayload).equals(original(url)), url).toBe(true);
    }
    // Not hashed: revalidated on every use, so a new build's version.json and icons reach open pages.
    expect((await get('/version.json')).headers['cache-control']).toBe('no-cache');
  });

  it("links the landing screen's chunks, their static imports and the default locale from index.html, so they load in parallel with the shell", () => {
    const linked = new Set(
      [...html.matchAll(/<(?:link rel="modulepreload"|script type="module") crossorigin (?:href|src)="\/assets\/([^"]+)"/g)].map((match) => match[1]),
    );
    const home = [...linked].find((file) => /^HomeScreen-[\w-]+\.js$/.test(file ?? ''));
    const locale = [...linked].find((file) => /^en-US-[\w-]+\.js$/.test(file ?? ''));
    expect(home, 'the home screen chunk is preloaded').toBeTruthy();
    expect(locale, 'the en-US locale chunk is preloaded').toBeTruthy();
    // What those chunks import statically would otherwise be discovered only once they have run.
    for (const file of [home, locale]) {
      const code = readFileSync(join(webRoot, 'assets', file ?? ''), 'utf8');
      for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) expect(linked, `${file} imports ${imported}`).toContain(imported);
    }
  });

  it('links every stylesheet before the entry script and the module preloads, with only the landing gate before them (scripts/lib/stylesheetsFirstPlugin.ts)', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheets = [...head.matchAll(/<link rel="stylesheet"/g)].map((match) => match.index);
    const firstModule = Math.min(head.indexOf('<script type="module"'), head.indexOf('<link rel="modulepreload"'));
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(Math.max(...stylesheets)).toBeLessThan(firstModule);
    expect(head.slice(0, Math.min(...stylesheets)).match(/<script /g)).toHaveLength(1);
  });

  it("ships each locale as two chunks (its landing part and the rest, src/ui/i18n/localeParts.ts), each JSON.parse of one string (scripts/lib/jsonParsePlugin.ts), which together load as the locale file's data", async () => {
    const assets = readdirSync(join(webRoot, 'assets'));
    const locales = join(configDirFromEnv(process.env), 'locales');
    const files = readdirSync(locales).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const language = file.slice(0, -'.json'.length);
      const chunks = assets.filter((asset) => asset.startsWith(`${language}-`) && /^-[\w-]{8}\.js$/.test(asset.slice(language.length)));
      expect(chunks, `the ${language} locale's chunks among the built assets`).toHaveLength(2);
      const parts: Record<string, unknown>[] = [];
      for (const chunk of chunks) {
        const path = join(webRoot, 'assets', chunk);
        expect(readFileSync(path, 'utf8'), chunk).toContain('JSON.parse(');
        parts.push(((await import(/* @vite-ignore */ pathToFileURL(path).href)) as { default: Record<string, unknown> }).default);
      }
      const whole = { ...parts[0] };
      mergeJsonInto(whole, parts[1] ?? {});
      expect(whole, language).toEqual(JSON.parse(readFileSync(join(locales, file), 'utf8')));
    }
  });

  it('sends index.html with no-cache and its security headers, and 304 when the browser has it already', async () => {
    const first = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
