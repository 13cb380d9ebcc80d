import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { serverConfigFromEnv, type ServerConfig } from '../../src/server/config';
import { apiPrefix } from '../../src/server/paths';
import type { Db } from '../../src/server/store/db';
import { signRequest } from '../../src/shared/sign';
import { testClock, type TestClock } from './clock';
import { freshDb } from './testDb';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SignedInUser {
  email: string;
  userNo: string;
  token: string;
  signingKey: string;
  /** A signed call as the browser makes it: timestamp from the test clock, token, and the HMAC sign. */
  signedInject(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  inject(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Signs up or logs in through the real calls: mail/sending, the dev outbox, user/login. */
  loginAs(email: string): Promise<SignedInUser>;
  /**
   * Runs the settlement passes a running server runs on timers, on the test clock, until nothing is
   * left to do: queued chain transfers sent, the sandbox's due events posted to the intake (through
   * app.inject: the route, its parser and signature check), the inbox applied, ended windows closed.
   */
  settle(): Promise<void>;
  /** One pass of the reconciler on the test clock. */
  reconcile(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<ServerConfig>;
  providers?: BuildAppOptions['providers'];
  startAt?: number;
  /** A store another app shares (a second instance); close() then leaves it open. Its own fresh one otherwise. */
  db?: Db;
  /** Where the app logs; nowhere by default. */
  logger?: BuildAppOptions['logger'];
}

/** The 6-digit code in the newest outbox mail to the address. */
export async function codeFromOutbox(test: Pick<TestApp, 'inject'>, email: string): Promise<string> {
  const response = await test.inject('GET', `${apiPrefix}/dev/outbox?email=${encodeURIComponent(email)}`);
  const mails = response.json<{ data: { text: string }[] }>().data;
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}: ${response.body}`);
  return code;
}

/** A stable fake client ip per e-mail, so many test logins do not trip the per-ip send limit. */
function ipFor(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 16_777_216;
  return `10.${hash >> 16}.${(hash >> 8) & 255}.${hash & 255}`;
}

/** The app on a fresh database with a clock the test controls; close() closes both. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await freshDb());
  const clock = testClock(options.startAt ?? Date.now());
  const config = { ...serverConfigFromEnv({ NODE_ENV: 'test' }), ...options.config };
  const app = await buildApp({ db, config, providers: options.providers, clock: clock.now, logger: options.logger ?? false });
  await app.ready();

  const inject: TestApp['inject'] = (method, url, body, headers = {}) =>
    app.inject({
      method,
      url,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  const loginAs = async (email: string): Promise<SignedInUser> => {
    const remoteAddress = ipFor(email);
    const sent = await app.inject({ method: 'POST', url: `${apiPrefix}/mail/sending`, payload: { email }, remoteAddress });
    if (sent.statusCode !== 200) throw new Error(`mail/sending failed: ${sent.body}`);
    const code = await codeFromOutbox({ inject }, email);
    const login = await app.inject({ method: 'POST', url: `${apiPrefix}/user/login`, payload: { email, code }, remoteAddress });
    if (login.statusCode !== 200) throw new Error(`user/login failed: ${login.body}`);
    const token = String(login.headers.token);
    const signingKey = String(login.headers.sign);
    const { userNo } = login.json<{ data: { userNo: string } }>().data;
    return {
      email,
      userNo,
      token,
      signingKey,
      async signedInject(method, url, body, headers = {}) {
        const text = body === undefined ? '' : JSON.stringify(body);
        const timestamp = String(clock.now());
        const pathAndQuery = url.startsWith(apiPrefix) ? url.slice(apiPrefix.length) : url;
        const sign = await signRequest({ key: signingKey, timestamp, method, pathAndQuery, body: text });
        return app.inject({
          method,
          url: `${apiPrefix}${pathAndQuery}`,
          headers: { token, timestamp, sign, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          payload: body === undefined ? undefined : text,
        });
      },
    };
  };

  const settle = async () => {
    const { settlement } = app;
    for (let round = 0; round < 20; round += 1) {
      const done =
        (await settlement.transfersPass()) +
        (await settlement.refundsPass()) +
        (await settlement.sandboxPass()) +
        (await settlement.applyPass()) +
        (await settlement.windowsPass());
      if (done === 0) return;
    }
    throw new Error('the settlement passes did not come to rest in 20 rounds');
  };

  return {
    app,
    db,
    clock,
    inject,
    loginAs,
    settle,
    reconcile: () => app.settlement.reconcilePass(),
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
