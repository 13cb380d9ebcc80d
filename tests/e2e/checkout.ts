import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { startPeriodicJobs } from '../../src/server/jobs';
import { periodicJobs } from '../../src/server/periodic-jobs';
import { serverConfigFromEnv, type ServerConfig } from '../../src/server/config';
import { constants } from '../../src/shared/config/constants';
import { signRequest } from '../../src/shared/sign';
import { serveWebApp } from '../../src/server/webApp';
import { sessionStorageKey } from '../../src/ui/state/session';
import { migratedStoreAt } from '../helpers/testDb';

/** Where a checkout answers: this process's server or one started elsewhere (config-only test). */
export interface Origin {
  /** The page origin, e.g. http://127.0.0.1:41234 */
  url: string;
}

export interface Checkout extends Origin {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real server as `npm start` runs it: the API under /api on a fresh PGlite data directory in a
 * temp folder, and the web app built for this run (globalSetup) as static files, on a free port.
 * `config` changes what the server read from config/ and the environment (another merchant origin, a
 * merchant's embedOrigins, a network on a local node with its RPC URL and keys).
 */
export async function startCheckout(options: { config?: Partial<ServerConfig> } = {}): Promise<Checkout> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-e2e-'));
  const db = await migratedStoreAt(dataDir);
  const app = await buildApp({ db, config: { ...serverConfigFromEnv(), ...options.config }, logger: false });
  await serveWebApp(app, inject('webRoot'), process.env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As serve.ts runs them: the sandbox posts its events to this server's address and the settlement
  // applies them; the providers' own jobs (an evm network's sender and watcher) run beside them.
  const jobs = startPeriodicJobs(app, [...periodicJobs, ...app.providerJobs]);
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server did not bind a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    async close() {
      await jobs.stop();
      await app.evmChain?.stop();
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The six-digit code of the latest mail to `email` in the development outbox. */
export async function latestCode(checkout: Origin, email: string): Promise<string> {
  const response = await fetch(`${checkout.url}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { data: { text: string; createdAt: number }[] };
  const latest = [...body.data].sort((a, b) => b.createdAt - a.createdAt)[0];
  const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code in the outbox for ${email}`);
  return code;
}

/** Logs a new user in through the UI: e-mail, agreement tick, code from the outbox. */
export async function logInThroughUi(page: Page, checkout: Origin, email: string): Promise<void> {
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL(/#\/verifyCode/);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(checkout, email));
  await page.getByRole('button', { name: 'Log in' }).click();
  // Signed in once the page keeps the session: a step that navigates earlier would unmount the login under way.
  await page.waitForFunction((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: unknown }).user != null, sessionStorageKey);
}

/**
 * A signed API call as the user signed in on `page` (token and signing key from the page's local
 * session, product §7 signing), to arrange what another area's screens would do (e.g. an approved KYC).
 */
export async function signedCall(checkout: Origin, page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey);
  const user = (JSON.parse(stored ?? '{}') as { user?: { token: string; signKey: string } }).user;
  if (!user) throw new Error('no signed-in session in the page');
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Date.now());
  const sign = await signRequest({ key: user.signKey, timestamp, method, pathAndQuery: path, body: text });
  const response = await fetch(`${checkout.url}/api${path}`, {
    method,
    headers: { timestamp, token: user.token, sign, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : text,
  });
  return response.json();
}

/**
 * An approved identity arranged by API, as the provider's capture SDK and the browser would do it:
 * a level-1 token, the ID photo and the selfie to its captureUrl, then /kyc/onfidoCheckSubmit.
 */
export async function submitIdentityByApi(
  checkout: Origin,
  page: Page,
  identity: { firstName: string; lastName: string; nationality?: string },
): Promise<void> {
  const { data } = (await signedCall(checkout, page, 'POST', '/kyc/getKycToken')) as { data: { token: string; captureUrl: string } };
  const photo = new Uint8Array(constants.photoMinBytes + 1);
  photo.set([0xff, 0xd8, 0xff, 0xe0]);
  for (const kind of ['id', 'selfie']) {
    await fetch(`${checkout.url}/api${data.captureUrl}/${kind}`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: photo });
  }
  await signedCall(checkout, page, 'POST', '/kyc/onfidoCheckSubmit', { token: data.token, ...identity });
}
