import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/testApp';
import { constants } from '../../shared/config/constants';
import { signRequest } from '../../shared/sign';
import { tokenHash } from '../services/token-hash';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const signInvalid = { returnCode: '70011', returnMsg: 'The request signature is invalid, please log in again.', data: null, success: false };

async function signedHeaders(signingKey: string, token: string, timestamp: number, pathAndQuery: string, body = '', method = 'GET') {
  const sign = await signRequest({ key: signingKey, timestamp: String(timestamp), method, pathAndQuery, body });
  return { token, timestamp: String(timestamp), sign };
}

describe('requireSession', () => {
  it('accepts a request signed with the session key over timestamp, method, path and body', async () => {
    const user = await test.loginAs('signed@example.com');
    const response = await user.signedInject('POST', '/login/to-logout', {});
    expect(response.json()).toEqual({ returnCode: '0000', returnMsg: '', data: null, success: true });
  });

  it('refuses a sign made with another key', async () => {
    const user = await test.loginAs('forged@example.com');
    const headers = await signedHeaders('0'.repeat(64), user.token, test.clock.now(), '/login/free/certification');
    const response = await test.inject('GET', '/api/login/free/certification', undefined, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(signInvalid);
  });

  it('refuses a sign over a different query than the one sent', async () => {
    const user = await test.loginAs('query@example.com');
    const headers = await signedHeaders(user.signingKey, user.token, test.clock.now(), '/login/free/certification?a=1');
    const response = await test.inject('GET', '/api/login/free/certification?a=2', undefined, headers);
    expect(response.json()).toEqual(signInvalid);
  });

  it('refuses a body changed after signing', async () => {
    const user = await test.loginAs('body@example.com');
    const headers = await signedHeaders(user.signingKey, user.token, test.clock.now(), '/kyc/getQuota', '{"fiat":"USD"}', 'POST');
    const response = await test.inject('POST', '/api/kyc/getQuota', { fiat: 'EUR' }, headers);
    expect(response.json()).toEqual(signInvalid);
  });

  it('refuses the same signed request a second time (replay)', async () => {
    const user = await test.loginAs('replay@example.com');
    const headers = await signedHeaders(user.signingKey, user.token, test.clock.now(), '/login/free/certification');
    const lastSeen = async () =>
      (await test.db.one<{ last_seen_at: number }>('SELECT last_seen_at FROM sessions WHERE token_hash = $1', [tokenHash(user.token)]))?.last_seen_at;
    test.clock.advance(1000);
    expect((await test.inject('GET', '/api/login/free/certification', undefined, headers)).statusCode).toBe(200);
    // The accepted call marks the session seen; the replay, refused, does not.
    expect(await lastSeen()).toBe(test.clock.now());
    test.clock.advance(1000);
    const replayed = await test.inject('GET', '/api/login/free/certification', undefined, headers);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(signInvalid);
    expect(await lastSeen()).toBe(test.clock.now() - 1000);
  });

  it('refuses a timestamp more than five minutes off and clears the session', async () => {
    const user = await test.loginAs('stale@example.com');
    const headers = await signedHeaders(user.signingKey, user.token, test.clock.now() - 300_001, '/login/free/certification');
    const response = await test.inject('GET', '/api/login/free/certification', undefined, headers);
    expect(response.json()).toEqual(signInvalid);
    const after = await user.signedInject('GET', '/login/free/certification');
    expect(after.json()).toEqual({ returnCode: '60001', returnMsg: 'Your session has expired, please log in again.', data: null, success: false });
  });

  it('refuses the token alone with a stale timestamp and a garbage sign, and leaves the session alone', async () => {
    const user = await test.loginAs('victim@example.com');
    const headers = { token: user.token, timestamp: String(test.clock.now() - 3_600_000), sign: 'a'.repeat(64) };
    const response = await test.inject('GET', '/api/trade/list', undefined, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(signInvalid);
    const session = await test.db.one<{ revoked_at: number | null }>('SELECT revoked_at FROM sessions WHERE token_hash = $1', [tokenHash(user.token)]);
    expect(session?.revoked_at).toBeNull();
    expect((await user.signedInject('GET', '/trade/list')).json().success).toBe(true);
  });

  it('accepts a timestamp just inside the five minutes', async () => {
    const user = await test.loginAs('edge@example.com');
    const headers = await signedHeaders(user.signingKey, user.token, test.clock.now() + 300_000, '/login/free/certification');
    expect((await test.inject('GET', '/api/login/free/certification', undefined, headers)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await test.inject('GET', '/api/login/free/certification', undefined, { token: 'f'.repeat(64) });
    expect(response.json()).toEqual({ returnCode: '60001', returnMsg: 'Your session has expired, please log in again.', data: null, success: false });
  });

  it('sends a disabled account to the account-disabled code', async () => {
    const user = await test.loginAs('disabled@example.com');
    await test.db.query("UPDATE users SET status = 'disabled' WHERE user_no = $1", [user.userNo]);
    const response = await user.signedInject('GET', '/login/free/certification');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ returnCode: '70020', returnMsg: 'Account disabled because of terms violation.', data: null, success: false });
  });
});

describe('session lifetime', () => {
  const sessionExpired = { returnCode: '70006', returnMsg: 'Your session has expired, please log in again.', data: null, success: false };
  const revokedAt = async (token: string) =>
    (await test.db.one<{ revoked_at: number | null }>('SELECT revoked_at FROM sessions WHERE token_hash = $1', [tokenHash(token)]))?.revoked_at;

  it('ends a session after sessionIdleMs without a signed call, with 70006, and revokes it', async () => {
    const user = await test.loginAs('idle@example.com');
    test.clock.advance(constants.sessionIdleMs - 1);
    expect((await user.signedInject('GET', '/login/free/certification')).statusCode).toBe(200);
    test.clock.advance(constants.sessionIdleMs);
    const response = await user.signedInject('GET', '/login/free/certification');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
    expect(await revokedAt(user.token)).toBe(test.clock.now());
    test.clock.advance(1);
    expect((await user.signedInject('GET', '/login/free/certification')).json().returnCode).toBe('60001');
  });

  it('ends an active session sessionLifetimeMs after its login', async () => {
    const user = await test.loginAs('lifetime@example.com');
    const loggedInAt = test.clock.now();
    const step = constants.sessionIdleMs - 1;
    while (test.clock.now() + step < loggedInAt + constants.sessionLifetimeMs) {
      test.clock.advance(step);
      expect((await user.signedInject('GET', '/login/free/certification')).statusCode).toBe(200);
    }
    test.clock.advance(loggedInAt + constants.sessionLifetimeMs - 1 - test.clock.now());
    expect((await user.signedInject('GET', '/login/free/certification')).statusCode).toBe(200);
    test.clock.advance(1);
    expect((await user.signedInject('GET', '/login/free/certification')).json()).toEqual(sessionExpired);
  });

  it('treats an expired session on a public call as a visitor', async () => {
    const user = await test.loginAs('expired-visitor@example.com');
    test.clock.advance(constants.sessionIdleMs);
    const response = await user.signedInject('GET', '/index/v2/world/fiat/list?side=buy');
    expect(response.json().success).toBe(true);
    expect(await revokedAt(user.token)).toBe(test.clock.now());
  });
});

describe('the envelope', () => {
  it('answers an unknown route with notFound', async () => {
    const response = await test.inject('GET', '/api/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false });
  });

  it('answers broken JSON with validationFailed, not a 500', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/mail/sending', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      returnCode: '40000',
      returnMsg: "body: Body is not valid JSON but content-type is set to 'application/json'",
      data: null,
      success: false,
    });
  });

  it('translates the message into the Accept-Language', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no/such/call', headers: { 'accept-language': 'zh-HK' } });
    expect(response.json().returnMsg).not.toBe('The requested item was not found.');
    expect(response.json().returnMsg.length).toBeGreaterThan(0);
  });

  it('refuses an appid no merchant has', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/mail/sending', payload: { email: 'm@example.com' }, headers: { appid: 'nobody' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ returnCode: '40303', returnMsg: 'Unauthorized access.', data: null, success: false });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await test.inject('GET', '/api/docs/json');
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/user/login');
  });
});
