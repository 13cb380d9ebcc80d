import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants } from '../shared/config/constants';
import { languageFromAcceptLanguage, matchLanguage } from '../shared/i18n';
import { landingRendererPath, type LandingRenderer, type LandingSources } from '../ui/ssr/contract';
import { liveNotices } from './services/home';
import { buyQuote } from './services/quotes';

/**
 * The web build's render of the landing page, when it has one: a build made without it (an older
 * one, WEB_ROOT pointing at it) leaves every page to the browser, as before.
 */
export async function loadLandingRenderer(webRoot: string): Promise<LandingRenderer | undefined> {
  const file = join(webRoot, landingRendererPath);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as LandingRenderer;
}

/** The language of a landing page: ?language=, else Accept-Language, else the default; anything unknown or malformed is the default. */
export function landingLanguage(pageQuery: URLSearchParams, acceptLanguage: string | undefined): string {
  return matchLanguage(pageQuery.get('language')) ?? languageFromAcceptLanguage(acceptLanguage);
}

type Encoding = 'br' | 'gzip';

/** The encodings the request accepts, brotli first (a q=0 refuses one). */
function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page and its compressed forms, each made once, when first asked for. */
class RenderedPage {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  readonly body: Buffer;
  /** Weak: the same page whatever its encoding, so a browser that has it gets a 304 in the reuse window. */
  readonly etag: string;

  constructor(html: string) {
    this.body = Buffer.from(html);
    this.etag = `W/"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      // A fast brotli level: a fresh render must stay cheap, and the page is a few kB.
      encoded =
        encoding === 'br'
          ? brotli(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzipAsync(this.body, { level: 6 });
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

export interface LandingPageOptions {
  renderer: LandingRenderer;
  webRoot: string;
  /** How long a rendered page of a language is served again: at most the quote's refresh interval (every visitor gets the same indicative quote in it). */
  reuseMs?: number;
}

/**
 * GET / and /index.html: the landing page rendered by the web app's render bundle with
 * the server's own answers, in process: the live quote from the quote service, the notices, the
 * Sandbox marker. A page is reused for the same language for at most the quote's refresh interval
 * (the rest of the query changes nothing on it, or makes it a link the browser applies: then the
 * page is the browser's). A render that fails (a price that is unavailable, a render that throws)
 * is logged and answered with the page the browser renders alone, never a 500; the failure stands
 * for the reuse window too, so a provider that is down is not asked again by every visitor.
 */
export async function serveLandingPage(app: FastifyInstance, options: LandingPageOptions): Promise<void> {
  const { renderer } = options;
  const reuseMs = Math.min(options.reuseMs ?? constants.quoteRefreshCountdownMs, constants.quoteRefreshCountdownMs);
  const template = readFileSync(join(options.webRoot, 'index.html'), 'utf8');
  const catalog = { assets: app.config.assets, networks: app.config.networks };
  const pages = new Map<string, { until: number; page: Promise<RenderedPage | undefined> }>();

  function sourcesIn(language: string): LandingSources {
    const t = app.translator(language);
    return {
      language,
      // A visitor's quote (no user, no merchant), as POST /index/v2/trade/quote prices it; an empty pay way is none chosen.
      buyQuote: ({ crypto, fiat, network, amount, alpha2, payWayCode }) =>
        buyQuote(
          { db: app.db, quoteKey: app.config.quoteKey, catalog, prices: app.providers.prices, now: app.now(), t },
          { crypto, fiat, network, amount, alpha2, payWayCode: payWayCode || undefined },
        ),
      notices: () => liveNotices(app.db, app.now(), t),
      sandbox: { sandbox: app.sandbox, sandboxKinds: app.sandboxKinds, sandboxNetworks: app.sandboxNetworks },
    };
  }

  async function render(language: string, request: FastifyRequest): Promise<RenderedPage | undefined> {
    try {
      return new RenderedPage(await renderer.renderLanding(template, sourcesIn(language)));
    } catch (error) {
      request.log.warn({ err: error, language }, 'landing page not rendered: the browser renders it');
      return undefined;
    }
  }

  function pageIn(language: string, request: FastifyRequest): Promise<RenderedPage | undefined> {
    const now = app.now();
    const kept = pages.get(language);
    if (kept && now < kept.until) return kept.page;
    const page = render(language, request);
    if (reuseMs > 0) pages.set(language, { until: now + reuseMs, page });
    return page;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pageQuery = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
    const page = renderer.rendersLanding(pageQuery) ? await pageIn(landingLanguage(pageQuery, request.headers['accept-language']), request) : undefined;
    if (!page) return reply.sendFile('index.html');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, accept-encoding')
      .header('etag', page.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === page.etag)) return reply.code(304).send();
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await page.encodedAs(encoding));
  }

  app.get('/', answer);
  app.get('/index.html', answer);
}
