import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../../tests/helpers/testDb';
import { buildApp } from '../app';
import { serverConfigFromEnv } from '../config';
import type { MerchantsConfig } from '../../shared/generated/merchants.schema';
import type { Db } from '../store/db';
import { checkoutContentSecurityPolicy, embeddingOrigins } from './security-headers';

const webRoot = mkdtempSync(join(tmpdir(), 'gangway-headers-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Gangway</title><script type="module" src="/app.js"></script>');
writeFileSync(join(webRoot, 'app.js'), 'export {};');
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await freshDb();
  app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: false });
  // As main.ts and the browser tests serve the build: static files registered after buildApp.
  await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const policy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob:; font-src 'self'; connect-src 'self'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'self' http://localhost:5173 https://demo.gangway.dev";

describe('security headers', () => {
  it.each(['/', '/index.html'])('sends the checkout page %s with its CSP, nosniff, referrer and permissions policies', async (url) => {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(self), payment=(self), microphone=(), geolocation=(), usb=(), serial=(), hid=(), midi=(), display-capture=()',
    });
  });

  it('sends nosniff and the referrer policy on scripts and API answers, which need no page policy', async () => {
    for (const url of ['/app.js', '/api/index/v2/notice/list']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers, url).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
      expect(answer.headers['content-security-policy'], url).toBeUndefined();
    }
  });
});

describe('checkoutContentSecurityPolicy', () => {
  const merchant = (embedOrigins: string[] | undefined, merchantLogo = '/icons/merchant/demo.svg'): MerchantsConfig['merchants'][number] => ({
    appId: 'shop-1',
    name: 'Shop',
    mode: 'page',
    merchantConfig: { merchantLogo, menuBarVisible: true, customerServiceVisible: true, onOrderCompletionBtnVisible: true },
    redirectOrigins: ['https://shop.example'],
    ...(embedOrigins ? { embedOrigins } : {}),
    dockingGrantMs: 60_000,
  });

  it('lets only the checkout and the merchants that embed it frame it, and shows https merchant logos', () => {
    const csp = checkoutContentSecurityPolicy({
      merchants: [merchant(['https://shop.example', 'https://app.shop.example:8443']), merchant(undefined, 'https://cdn.other.example/logo.svg')],
    });
    expect(csp).toContain("frame-ancestors 'self' https://shop.example https://app.shop.example:8443");
    expect(csp).toContain("img-src 'self' blob: https://cdn.other.example;");
    expect(checkoutContentSecurityPolicy({ merchants: [merchant(undefined)] })).toMatch(/frame-ancestors 'self'$/);
  });

  it('refuses an embed origin that is not exactly an origin, so nothing else reaches the header', () => {
    expect(() => embeddingOrigins({ merchants: [merchant(["https://shop.example; script-src 'unsafe-inline'"])] })).toThrow(
      'merchant shop-1 embedOrigins: "https://shop.example; script-src \'unsafe-inline\'" is not an origin',
    );
    expect(() => embeddingOrigins({ merchants: [merchant(['https://shop.example/'])] })).toThrow('is not an origin (expected "https://shop.example")');
  });
});
