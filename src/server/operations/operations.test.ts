import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { freshDb } from '../../../tests/helpers/testDb';
import { buildApp } from '../app';
import { serverConfigFromEnv } from '../config';
import { sandboxConfig as sandbox } from '../../../tests/helpers/testFlows';
import type { Db } from '../store/db';
import { loadMigrations } from '../store/migrate';

const diskFull = () => Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: '53100' });

/**
 * The store as it is when its disk fills up or its file system turns read-only: reads answer,
 * writes fail with PostgreSQL's disk_full. The failure is injected at the Db boundary, as the
 * embedded store gives it (tests/store-disk-full.test.ts makes it happen on a real full disk).
 */
function withWritesFailing(db: Db): { db: Db; setFailing(failing: boolean): void } {
  let failing = false;
  const reads = /^\s*SELECT\b/i;
  const guard = <T>(sql: string, run: () => Promise<T>) => (failing && !reads.test(sql) ? Promise.reject(diskFull()) : run());
  return {
    db: {
      ...db,
      query: <T>(sql: string, params?: unknown[]) => guard(sql, () => db.query<T>(sql, params)),
      one: <T>(sql: string, params?: unknown[]) => guard(sql, () => db.one<T>(sql, params)),
      transaction: <T>(fn: (tx: Db) => Promise<T>) => (failing ? Promise.reject(diskFull()) : db.transaction(fn)),
    },
    setFailing: (value) => (failing = value),
  };
}

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

// Each builds an app on a database of its own: seconds on a busy machine.
describe('health', { timeout: 90_000 }, () => {
  it('answers live and ready without a sign-in, and nothing about versions', async () => {
    test = await buildTestApp();
    const live = await test.inject('GET', '/api/health/live');
    const ready = await test.inject('GET', '/api/health/ready');
    expect([live.statusCode, ready.statusCode]).toEqual([200, 200]);
    expect(live.json()).toEqual({ returnCode: '0000', returnMsg: '', data: { status: 'live' }, success: true });
    expect(ready.json()).toEqual({ returnCode: '0000', returnMsg: '', data: { status: 'ready' }, success: true });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(`${live.body}${ready.body}${JSON.stringify(ready.headers)}`).not.toMatch(/version|node|fastify|pglite|postgres/i);
  });

  it('is not ready, with the reason, while draining', async () => {
    test = await buildTestApp();
    test.app.readiness.startDraining();
    const ready = await test.inject('GET', '/api/health/ready', undefined, { 'accept-language': 'es' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      returnCode: '10005',
      returnMsg: 'El servicio está ocupado en este momento. Inténtalo de nuevo en unos instantes.',
      data: { status: 'notReady', reason: 'draining' },
      success: false,
    });
    expect((await test.inject('GET', '/api/health/live')).statusCode).toBe(200);
  });

  it('is not ready when the store lacks a migration this code needs', async () => {
    const db = await freshDb();
    const newer = [...loadMigrations(), { version: 999, name: 'from_a_newer_release', sql: 'SELECT 1' }];
    const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: false, migrations: newer });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    await app.close();
    await db.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({ status: 'notReady', reason: 'migrationsPending' });
  });

  it('is not ready when the store does not answer', async () => {
    const db = await freshDb();
    const silent: Db = { ...db, query: () => new Promise(() => undefined) };
    const app = await buildApp({ db: silent, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: false });
    // A store that never answers must not hang the probe: it answers after its 2 s bound.
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    await app.close();
    await db.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({ status: 'notReady', reason: 'storeUnreachable' });
  });
});

describe('a store that stops accepting writes while running', { timeout: 90_000 }, () => {
  it('answers busy (503, 10005) and turns readiness false, then recovers without a restart once writes work', async () => {
    const base = await freshDb();
    const store = withWritesFailing(base);
    let now = Date.now();
    const app = await buildApp({ db: store.db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: false, clock: () => now });
    const sendCode = (email: string) => app.inject({ method: 'POST', url: '/api/mail/sending', payload: { email }, headers: { 'accept-language': 'en-US' } });
    const ready = async () => (await app.inject({ method: 'GET', url: '/api/health/ready' })).json().data;

    expect((await sendCode('before@example.com')).statusCode).toBe(200);
    store.setFailing(true);
    const refused = await sendCode('during@example.com');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      returnCode: '10005',
      returnMsg: 'The service is busy right now. Please try again in a moment.',
      data: null,
      success: false,
    });
    expect(await ready()).toEqual({ status: 'notReady', reason: 'storeNotWritable' });

    store.setFailing(false);
    // With no traffic (the load balancer took it out), readiness lets traffic try again after a while.
    now += 31_000;
    expect(await ready()).toEqual({ status: 'ready' });
    expect((await sendCode('after@example.com')).statusCode).toBe(200);
    await app.close();
    await base.close();
  });

  it('turns ready again as soon as a write succeeds', async () => {
    const base = await freshDb();
    const store = withWritesFailing(base);
    const app = await buildApp({ db: store.db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: false });
    // Started before the disk fills: starting writes (it seals payout accounts saved in plain).
    await app.ready();
    store.setFailing(true);
    expect((await app.inject({ method: 'POST', url: '/api/mail/sending', payload: { email: 'a@example.com' } })).statusCode).toBe(503);
    store.setFailing(false);
    expect((await app.inject({ method: 'POST', url: '/api/mail/sending', payload: { email: 'b@example.com' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    await app.close();
    await base.close();
  });
});

describe('the sandbox flag and the API docs', { timeout: 90_000 }, () => {
  it('tells the browser which provider kinds are the sandbox, and the sandbox wallet its test cards', async () => {
    test = await buildTestApp();
    expect((await test.inject('GET', '/api/index/environment')).json().data).toEqual({
      sandbox: true,
      sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout', 'prices'],
      sandboxNetworks: [],
      walletCards: sandbox.cards,
    });
  });

  it('offers no wallet test cards in production', async () => {
    const db = await freshDb();
    const app = await buildApp({
      db,
      config: serverConfigFromEnv({ NODE_ENV: 'production', DATA_KEY: randomBytes(32).toString('base64'), QUOTE_KEY: randomBytes(32).toString('base64') }),
      logger: false,
    });
    const data = (await app.inject({ method: 'GET', url: '/api/index/environment' })).json().data;
    await app.close();
    await db.close();
    expect(data).toEqual({ sandbox: true, sandboxKinds: ['card', 'local', 'kyc', 'chain', 'payout', 'prices'], sandboxNetworks: [] });
  });

  it('serves /api/openapi.json in every mode, and the explorer at /api/docs outside production, in production only when GANGWAY_DOCS=on', async () => {
    const dataKey = randomBytes(32).toString('base64');
    const quoteKey = randomBytes(32).toString('base64');
    const docsStatus = async (env: Record<string, string>) => {
      const db = await freshDb();
      const app = await buildApp({ db, config: serverConfigFromEnv(env), logger: false });
      const [document, explorer] = await Promise.all(['/api/openapi.json', '/api/docs'].map((url) => app.inject({ method: 'GET', url })));
      await app.close();
      await db.close();
      expect(document?.statusCode).toBe(200);
      return explorer?.statusCode;
    };
    expect(await docsStatus({ NODE_ENV: 'development' })).not.toBe(404);
    expect(await docsStatus({ NODE_ENV: 'production', DATA_KEY: dataKey, QUOTE_KEY: quoteKey })).toBe(404);
    expect(await docsStatus({ NODE_ENV: 'production', DATA_KEY: dataKey, QUOTE_KEY: quoteKey, GANGWAY_DOCS: 'on' })).not.toBe(404);
  });
});
