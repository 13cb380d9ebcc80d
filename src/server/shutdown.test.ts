import { EventEmitter } from 'node:events';
import { Agent, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../tests/helpers/testDb';
import { buildApp } from './app';
import { serverConfigFromEnv } from './config';
import { drainableConnections } from './connections';
import { LogOutput } from './log-output';
import { shutDownOnSignals, shutdownSettingsFromEnv, type ShutdownOptions } from './shutdown';

/**
 * A listening app with a route that takes `ms` to answer, how many requests it has begun, and what
 * its shutdown did (no delay and a 400 ms drain bound unless `options` say otherwise).
 */
async function serverWithSlowRoute(ms: number, options: Partial<ShutdownOptions> = {}) {
  let begun = 0;
  const db = await freshDb();
  const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: false });
  app.get('/slow', async () => {
    begun += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { done: true };
  });
  const events: string[] = [];
  app.addHook('onClose', async () => {
    events.push('store closed');
    await db.close();
  });
  const connections = drainableConnections(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    shutDownOnSignals(app, {
      delayMs: 0,
      drainTimeoutMs: 400,
      ...options,
      connections,
      signals,
      exit: (code) => {
        events.push(`exit ${code}`);
        resolve(code);
      },
    });
  });
  const inFlight = (count: number) => vi.waitFor(() => expect(begun).toBe(count));
  return { app, base, signals, events, exited, inFlight };
}

/** A GET on a connection of its own: a client that connects after the signal, as a load balancer's next request does. */
function onNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('the shutdown on SIGTERM', () => {
  it('turns readiness false first, lets requests in flight finish, closes the store, then exits once, however many signals come', async () => {
    const { app, base, signals, events, exited, inFlight } = await serverWithSlowRoute(250);
    const requests = [fetch(`${base}/slow`), fetch(`${base}/slow`)];
    await inFlight(2);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await app.readiness.check()).toEqual({ ready: false, reason: 'draining' });
    // npm forwards the process group's SIGTERM again, and an operator may press Ctrl-C.
    signals.emit('SIGTERM', 'SIGTERM');
    signals.emit('SIGINT', 'SIGINT');
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await exited).toBe(0);
    expect(events).toEqual(['store closed', 'exit 0']);
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
  }, 90_000);

  it('cuts what is still open at the drain bound and exits', async () => {
    const { base, signals, events, exited, inFlight } = await serverWithSlowRoute(30_000);
    const stuck = fetch(`${base}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await inFlight(1);
    const started = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await stuck).toBe('cut');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(events).toEqual(['store closed', 'exit 0']);
  }, 90_000);

  it('keeps accepting and answering new connections for the delay, readiness already false, however many SIGTERMs come; then exits 0 within delay + drain bound', async () => {
    const { app, base, signals, events, exited } = await serverWithSlowRoute(100, { delayMs: 1500 });
    const started = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await app.readiness.check()).toEqual({ ready: false, reason: 'draining' });
    signals.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await onNewConnection(`${base}/slow`)).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(events).toEqual([]);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(Date.now() - started).toBeLessThan(1500 + 400 + 1000);
    await expect(onNewConnection(`${base}/slow`)).rejects.toThrow();
  }, 90_000);

  it('answers a request whose connection was accepted before the listener closed, even when its bytes come after; closes kept-alive idle connections at once', async () => {
    const { base, signals, exited } = await serverWithSlowRoute(100, { drainTimeoutMs: 10_000 });
    const { port } = new URL(base);
    // A kept-alive connection that has been answered and waits for a next request.
    const keepAlive = new Agent({ keepAlive: true });
    await new Promise((resolve, reject) =>
      request(`${base}/slow`, { agent: keepAlive }, (answer) => answer.resume().on('end', resolve))
        .on('error', reject)
        .end(),
    );
    // A connection accepted, its request not sent yet (under load: not read yet).
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    const signalled = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/connection: close/i);
    expect(await exited).toBe(0);
    // Neither connection held the close until the drain bound.
    expect(Date.now() - signalled).toBeLessThan(3000);
    keepAlive.destroy();
  }, 90_000);

  it('lets SIGINT, a person at a terminal, skip what is left of the delay', async () => {
    const { signals, exited } = await serverWithSlowRoute(100, { delayMs: 60_000 });
    signals.emit('SIGTERM', 'SIGTERM');
    const interrupted = Date.now();
    signals.emit('SIGINT', 'SIGINT');
    expect(await exited).toBe(0);
    expect(Date.now() - interrupted).toBeLessThan(3000);
  }, 90_000);

  it('exits 0 at the drain bound when the log reader never takes the last lines', async () => {
    const stalled = new Writable({ write: () => undefined });
    const log = new LogOutput(stalled);
    log.write('{"msg":"a line nobody reads"}\n');
    const { signals, exited } = await serverWithSlowRoute(100, { drainTimeoutMs: 800, flushLog: (withinMs) => log.flushed(withinMs) });
    const signalled = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(700);
    expect(Date.now() - signalled).toBeLessThan(800 + 1000);
  }, 90_000);
});

describe('shutdownSettingsFromEnv', () => {
  it('reads SHUTDOWN_DELAY_MS (5 s) and SHUTDOWN_TIMEOUT_MS (10 s), 0 allowed', () => {
    expect(shutdownSettingsFromEnv({})).toEqual({ delayMs: 5000, drainTimeoutMs: 10_000 });
    expect(shutdownSettingsFromEnv({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500' })).toEqual({ delayMs: 0, drainTimeoutMs: 2500 });
  });
});
