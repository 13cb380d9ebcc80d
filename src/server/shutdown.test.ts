import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../tests/helpers/testDb';
import { buildApp } from './app';
import { serverConfigFromEnv } from './config';
import { shutDownOnSignals } from './shutdown';

/** A listening app with a route that takes `ms` to answer, how many requests it has begun, and what its shutdown did. */
async function serverWithSlowRoute(ms: number) {
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    shutDownOnSignals(app, { drainTimeoutMs: 400, signals, exit: (code) => {
      events.push(`exit ${code}`);
      resolve(code);
    } });
  });
  const inFlight = (count: number) => vi.waitFor(() => expect(begun).toBe(count));
  return { app, base, signals, events, exited, inFlight };
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
    const stuck = fetch(`${base}/slow`).then(() => 'answered', () => 'cut');
    await inFlight(1);
    const started = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await stuck).toBe('cut');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(events).toEqual(['store closed', 'exit 0']);
  }, 90_000);
});
